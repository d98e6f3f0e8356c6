/// What a ``FlowProvider`` may do in the flow that hosts it: the host's navigation, in the
/// provider's own destinations.
///
/// Most hosts are stacks: `embedded(in:as:replacingModals:)` wraps one. Tests build one from
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
  public static func embedded<Host: NavigationStackCoordinator & ModalPresenter & AlertPresenter>(
    in host: Host, as embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool = false
  ) -> FlowNavigation {
    var navigation = stack(host, embed: embed)
    navigation.present = modals(host, embed: embed, replacing: replacingModals)
    navigation.dismiss = { [weak host] in host?.dismissModal() }
    navigation.alert = { [weak host] in host?.alertModel = $0 }
    return navigation
  }

  /// The navigation of a stack `host` that presents modals but shows no alerts: an alert the
  /// provider asks for is reported to ``NavigationDiagnostics`` and not shown.
  @MainActor
  public static func embedded<Host: NavigationStackCoordinator & ModalPresenter>(
    in host: Host, as embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool = false
  ) -> FlowNavigation {
    var navigation = stack(host, embed: embed)
    navigation.present = modals(host, embed: embed, replacing: replacingModals)
    navigation.dismiss = { [weak host] in host?.dismissModal() }
    return navigation
  }

  /// The navigation of a stack `host` that shows alerts but presents no modals: a modal the
  /// provider asks for is reported to ``NavigationDiagnostics`` and not shown.
  /// (`replacingModals` has no effect; it keeps every overload's call the same.)
  @MainActor
  public static func embedded<Host: NavigationStackCoordinator & AlertPresenter>(
    in host: Host, as embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool = false
  ) -> FlowNavigation {
    var navigation = stack(host, embed: embed)
    navigation.alert = { [weak host] in host?.alertModel = $0 }
    return navigation
  }

  /// The navigation of a stack `host` that only pushes and pops: modals and alerts the provider
  /// asks for are reported to ``NavigationDiagnostics`` and not shown.
  /// (`replacingModals` has no effect; it keeps every overload's call the same.)
  @MainActor
  public static func embedded<Host: NavigationStackCoordinator>(
    in host: Host, as embed: @escaping (Destination) -> Host.Destination, replacingModals: Bool = false
  ) -> FlowNavigation {
    stack(host, embed: embed)
  }

  /// Pushes and pops on `host`; modals and alerts are reported as misuse.
  @MainActor
  private static func stack<Host: NavigationStackCoordinator>(
    _ host: Host, embed: @escaping (Destination) -> Host.Destination
  ) -> FlowNavigation {
    FlowNavigation(
      navigate: { [weak host] in host?.navigate(to: embed($0)) },
      pop: { [weak host] in host?.pop() },
      popTo: { [weak host] in host?.pop(to: embed($0)) },
      present: { destination, _, _ in NavigationDiagnostics.report(.modalWithoutPresenter("\(destination)"))
      },
      dismiss: { NavigationDiagnostics.report(.dismissWithoutModal) },
      alert: { NavigationDiagnostics.report(.alertWithoutPresenter($0.title)) })
  }

  @MainActor
  private static func modals<Host: ModalPresenter>(
    _ host: Host, embed: @escaping (Destination) -> Host.Destination, replacing: Bool
  ) -> @MainActor (Destination, ModalCoverStyle, @escaping @MainActor () -> Void) -> Void {
    { [weak host] destination, style, onDismiss in
      host?.present(modal: embed(destination), type: style, replacing: replacing, onDismiss: onDismiss)
    }
  }
}
