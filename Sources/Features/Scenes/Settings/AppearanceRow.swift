import TerminalUI

/// The Settings row that chooses the theme: a button per built-in theme, the chosen one marked
/// (●); with none chosen, the configuration file's theme applies, and the row says `(configured)`.
struct AppearanceRow: View {
  /// The theme the user chose, by name, if any.
  let chosen: String?
  let choose: @MainActor (String) -> Void

  var body: some View {
    HStack(spacing: 1) {
      Text("Appearance").bold()
      ForEach(Theme.builtIn.map(\.name), id: \.self) { name in
        Button("\(name == chosen ? "●" : "○") \(name)") { choose(name) }
      }
      if chosen == nil { Text("(configured)").foregroundStyle(.muted) }
    }
  }
}
