import Observation
import TerminalUI

/// Where a modal's unsaved contents live while it is shown: the modal's ``DraftRestorable``
/// scene model once it is made, and — for a modal a restored route brought back — the draft
/// its model starts from. Every ``ModalCoverModel`` has one; the flow views fill it.
package final class ModalDraft: Observable {
  private let registrar = ObservationRegistrar()
  @MainActor private weak var sceneStorage: (any DraftRestorable)?
  /// The draft to give the scene's model when it is made.
  @MainActor package var pending: [String: String]?

  init() {}

  /// The modal's scene model that keeps a draft, once it is made.
  @MainActor package var scene: (any DraftRestorable)? {
    get {
      registrar.access(self, keyPath: \.scene)
      return sceneStorage
    }
    set {
      registrar.withMutation(of: self, keyPath: \.scene) { sceneStorage = newValue }
    }
  }

  /// What the modal's fields hold now: its model's draft, or the draft it will start from.
  @MainActor package var current: [String: String]? {
    scene?.draft ?? pending
  }

  /// Takes `object`, made inside the modal's scene, as the modal's model if it keeps a draft,
  /// and gives it the pending draft. The draft was read from storage, which anything could
  /// have written: its control characters become `�` (line breaks stay), as a paste's would.
  @MainActor func adopt(_ object: AnyObject) {
    guard scene == nil, let model = object as? any DraftRestorable else { return }
    scene = model
    if let pending {
      self.pending = nil
      model.restore(draft: pending.mapValues { Sanitizer.clean($0, keepingNewlines: true) })
    }
  }
}
