import Services
import TerminalUI

/// The profile, the data file, the appearance (theme), and the account actions.
public struct SettingsComponent<Model: SettingsComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      VStack {
        Text(model.user?.name ?? "").bold()
        Text(model.user?.email ?? "").foregroundStyle(.muted)
      }
      .border(title: "Profile")
      Text("\(model.openTasks) open, \(model.doneTasks) done, in \(model.projectCount) projects")
      Text("Data file: \(model.databasePath)").foregroundStyle(.muted)
      HStack(spacing: 2) {
        Button("Change password") { model.changePassword() }
        Button("Export") { model.export() }
        Button("Sign out", role: .destructive) { model.signOut() }
      }
      // After the account's buttons: focus still starts on "Change password".
      AppearanceRow(chosen: model.themeName) { model.chooseTheme($0) }
    }
  }
}
