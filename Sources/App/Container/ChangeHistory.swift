import Observation

/// The last change the user can take back, and the one-line notice that says what just
/// happened ("Marked “Buy milk” done — u to undo"). The app shows the notice above its
/// footer; `u` undoes.
@Observable @MainActor
public final class ChangeHistory {
  /// A change and how to take it back.
  struct Change {
    let summary: String
    let undo: @Sendable () async throws -> Void
  }

  /// What just happened, for the status line; `nil` when there is nothing to say.
  public private(set) var notice: String?
  @ObservationIgnored private var last: Change?

  public init() {}

  /// Whether there is a change to undo.
  public var canUndo: Bool { last != nil }

  /// Records a change described by `summary`, undone by `undo`.
  public func record(_ summary: String, undo: @escaping @Sendable () async throws -> Void) {
    last = Change(summary: summary, undo: undo)
    notice = "\(summary) — u to undo"
  }

  /// Takes back the last change, once; says what was undone, or why it could not be.
  public func undo() async {
    guard let change = last else {
      notice = "Nothing to undo"
      return
    }
    last = nil
    do {
      try await change.undo()
      notice = "Undone: \(change.summary)"
    } catch {
      notice = "Could not undo: \(AppContainer.message(for: error))"
    }
  }

  /// Forgets the last change and the notice (on sign-out).
  public func clear() {
    last = nil
    notice = nil
  }
}
