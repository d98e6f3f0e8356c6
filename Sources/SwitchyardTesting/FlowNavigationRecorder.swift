import Coordinators

/// Records what a `FlowProvider` asks of its host, so a provider can be tested on its own.
///
/// ```swift
/// let recorder = FlowNavigationRecorder<NoteFlow.Destination>()
/// let flow = NoteFlow(navigation: recorder.navigation)
/// flow.open(1)
/// #expect(recorder.requests == [.navigate(.note(1))])
/// flow.edit(1)
/// recorder.endModal()  // the sheet goes away: the provider's onModalDismiss runs
/// ```
@MainActor
public final class FlowNavigationRecorder<Destination> {
  /// One thing the provider asked for.
  public enum Request {
    case navigate(Destination)
    case pop
    case popTo(Destination)
    case present(Destination, ModalCoverStyle)
    case dismiss
    case alert(AlertModel)
  }

  /// Everything asked for, in order.
  public private(set) var requests: [Request] = []
  /// The dismiss hooks of modals presented and not yet ended, oldest first.
  private var modalHooks: [@MainActor () -> Void] = []

  /// A recorder with nothing recorded.
  public init() {}

  /// The navigation to hand the provider.
  public var navigation: FlowNavigation<Destination> {
    FlowNavigation(
      navigate: { [weak self] in self?.requests.append(.navigate($0)) },
      pop: { [weak self] in self?.requests.append(.pop) },
      popTo: { [weak self] in self?.requests.append(.popTo($0)) },
      present: { [weak self] destination, style, onDismiss in
        self?.requests.append(.present(destination, style))
        self?.modalHooks.append(onDismiss)
      },
      dismiss: { [weak self] in
        self?.requests.append(.dismiss)
        self?.endModal()
      },
      alert: { [weak self] in self?.requests.append(.alert($0)) })
  }

  /// The alerts asked for, in order.
  public var alerts: [AlertModel] {
    requests.compactMap { if case .alert(let alert) = $0 { alert } else { nil } }
  }

  /// Ends the oldest modal still shown, as the host would on Esc: its dismiss hook runs.
  /// Returns `false` when no modal was shown.
  @discardableResult
  public func endModal() -> Bool {
    guard !modalHooks.isEmpty else { return false }
    modalHooks.removeFirst()()
    return true
  }

  /// Forgets what was recorded so far.
  public func reset() { requests.removeAll() }
}

extension FlowNavigationRecorder.Request: Equatable where Destination: Equatable {
  /// Alerts compare by title and message (their buttons are closures).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.navigate(let a), .navigate(let b)), (.popTo(let a), .popTo(let b)): a == b
    case (.pop, .pop), (.dismiss, .dismiss): true
    case (.present(let a, let aStyle), .present(let b, let bStyle)): a == b && aStyle == bStyle
    case (.alert(let a), .alert(let b)): a.title == b.title && a.message == b.message
    default: false
    }
  }
}
