/// A navigation request that could not be carried out and was ignored.
public enum NavigationMisuse: Equatable, Sendable, CustomStringConvertible {
  /// `pop(to:)` named a destination that is not on the path.
  case popToAbsentDestination(String)
  /// `dismissModal()` was called with no modal shown.
  case dismissWithoutModal
  /// A flow provider asked for an alert (titled so) in a host that cannot show alerts.
  case alertWithoutPresenter(String)
  /// A flow provider asked to present a destination in a host that presents no modals.
  case modalWithoutPresenter(String)

  public var description: String {
    switch self {
    case .popToAbsentDestination(let destination):
      "pop(to:) \(destination), which is not on the navigation path; the path is unchanged"
    case .dismissWithoutModal:
      "dismissModal() with no modal shown"
    case .alertWithoutPresenter(let title):
      "the alert “\(title)” was asked of a host that is not an AlertPresenter; it was not shown"
    case .modalWithoutPresenter(let destination):
      "the modal \(destination) was asked of a host that is not a ModalPresenter; it was not shown"
    }
  }
}

/// Where ignored navigation requests are reported.
///
/// Misuse never traps: the request is ignored and reported here. By default reports are
/// dropped; a debug build can log them with a task-local handler, and tests collect them with
/// `recordNavigationMisuse` from SwitchyardTesting:
///
/// ```swift
/// let misuses = recordNavigationMisuse {
///   coordinator.pop(to: .settings)
/// }
/// #expect(misuses == [.popToAbsentDestination("settings")])
/// ```
public enum NavigationDiagnostics {
  /// The handler for the current task.
  @TaskLocal public static var report: @Sendable (NavigationMisuse) -> Void = { _ in }
}
