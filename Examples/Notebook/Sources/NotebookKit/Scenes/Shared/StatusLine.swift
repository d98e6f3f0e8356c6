import Switchyard

/// One line under a scene's content: a spinner while work runs, or what went wrong.
struct StatusLine: View {
  let isBusy: Bool
  let failure: String?

  var body: some View {
    if let failure {
      Text("✗ \(failure)").foregroundStyle(.danger).wrapped()
    } else if isBusy {
      ProgressView("Working…")
    }
  }
}
