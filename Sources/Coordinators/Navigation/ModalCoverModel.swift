/// A destination shown modally over a coordinator's flow.
///
/// A coordinator shows one modal at a time. Presenting another while one is shown queues it
/// (it appears when the current one is dismissed) unless the caller asks to replace it.
public struct ModalCoverModel<Destination: Hashable & Identifiable>: Identifiable {
  /// How a modal is drawn (the same for every destination type).
  public typealias Style = ModalCoverStyle

  /// What is shown.
  public var destination: Destination
  /// How it is drawn.
  public var style: Style
  /// Whether Esc dismisses it; a scene that must be completed (or cancelled explicitly)
  /// sets this to `false`.
  public var isDismissable: Bool
  /// Modals presented while this one was shown, in order.
  public internal(set) var queued: [ModalCoverModel] = []
  /// Runs once when this modal goes away: dismissed, replaced, or dropped with its flow's reset.
  /// A ``FlowProvider`` uses it to hear about the end of a modal it presented.
  public var onDismiss: (@MainActor () -> Void)?
  /// The scene's unsaved contents, for state restoration: the modal's ``DraftRestorable`` model
  /// once its scene is made, and the draft it starts from when a route restored it.
  package let draft = ModalDraft()

  /// Creates a modal cover for `destination`.
  public init(
    destination: Destination, style: Style, isDismissable: Bool = true,
    onDismiss: (@MainActor () -> Void)? = nil
  ) {
    self.destination = destination
    self.style = style
    self.isDismissable = isDismissable
    self.onDismiss = onDismiss
  }

  /// The destination's identity.
  public var id: Destination.ID { destination.id }
}

/// How a modal is drawn.
public enum ModalCoverStyle: Hashable, Sendable {
  /// A bordered box over the dimmed current screen.
  case sheet
  /// A screen that replaces the current one until dismissed.
  case fullscreenCover
}
