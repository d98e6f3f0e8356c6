/// What a ``FlowProvider`` may do in the flow that hosts it: the host's navigation, in the
/// provider's own destinations.
///
/// Most hosts are stacks: ``embedded(in:as:replacingModals:)`` wraps one. Tests build one from
/// closures (or use `FlowNavigationRecorder` from SwitchyardTesting) to see what a provider asks.
public struct FlowNavigation<Destination> {
  /// Pushes a destination.
  public var navigate: @MainActor (Destination) -> Void
  /// Pops the top screen.
  public var pop: @MainActor () -> Void
  /// Pops back until the destination is on top.
  public var popTo: @MainActor (Destination) -> Void
  /// Presents a destination modally; the closure runs when that modal goes away.
  public var present: @MainActor (Destination, ModalCoverStyle, @escaping @MainActor () -> Void) -> Void
  /// Dismisses the modal shown.
  public var dismiss: @MainActor () -> Void
  /// Shows an alert.
  public var alert: @MainActor (AlertModel) -> Void

  /// A navigation made of the given closures.
  public init(
    navigate: @escaping @MainActor (Destination) -> Void,
    pop: @escaping @MainActor () -> Void,
    popTo: @escaping @MainActor (Destination) -> Void,
    present: @escaping @MainActor (Destination, ModalCoverStyle, @escaping @MainActor () -> Void) -> Void,
    dismiss: @escaping @MainActor () -> Void,
    alert: @escaping @MainActor (AlertModel) -> Void
  ) {
    self.navigate = navigate
    self.pop = pop
    self.popTo = popTo
    self.present = present
    self.dismiss = dismiss
    self.alert = alert
  }

  /// The navigation of a stack `host` that wraps the provider's destinations with `embed`
  /// (the host's destination case for them). The host is held weakly.
  ///
  /// With `replacingModals`, a modal the provider presents replaces the host's current one
  /// instead of waiting behind it.
  @MainActor
  public static func embedded<Host: NavigationStackCoordinator & AlertPresenter>(
    in host: Host, as embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool = false
  ) -> FlowNavigation {
    var navigation = stackNavigation(host, embed: embed, replacingModals: replacingModals)
    navigation.alert = { [weak host] in host?.alertModel = $0 }
    return navigation
  }

  /// The navigation of a stack `host` that shows no alerts: an alert the provider asks for is
  /// reported to ``NavigationDiagnostics`` and not shown. Adopt ``AlertPresenter`` in the host
  /// to show them.
  @MainActor
  public static func embedded<Host: NavigationStackCoordinator>(
    in host: Host, as embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool = false
  ) -> FlowNavigation {
    stackNavigation(host, embed: embed, replacingModals: replacingModals)
  }

  @MainActor
  private static func stackNavigation<Host: NavigationStackCoordinator>(
    _ host: Host, embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool
  ) -> FlowNavigation {
    FlowNavigation(
      navigate: { [weak host] in host?.navigate(to: embed($0)) },
      pop: { [weak host] in host?.pop() },
      popTo: { [weak host] in host?.pop(to: embed($0)) },
      present: { [weak host] destination, style, onDismiss in
        host?.present(
          modal: embed(destination), type: style, replacing: replacingModals, onDismiss: onDismiss)
      },
      dismiss: { [weak host] in host?.dismissModal() },
      alert: { NavigationDiagnostics.report(.alertWithoutPresenter($0.title)) })
  }
}
