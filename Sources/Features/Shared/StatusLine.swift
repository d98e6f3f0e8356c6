import TerminalUI

/// A one-line status: a spinner while loading, or an error that lasts (a failed load, a form's
/// error) with what to do about it. What fails when the user acts is a notice instead.
struct StatusLine: View {
  let isLoading: Bool
  let error: String?
  var retryHint: String? = nil
  /// What the spinner says.
  var loadingText = "Loading…"

  var body: some View {
    if let error {
      HStack {
        Text("✗ \(error)").foregroundStyle(.danger).wrapped()
        if let retryHint { Text(retryHint).foregroundStyle(.muted) }
      }
    } else if isLoading {
      ProgressView(loadingText)
    }
  }
}
