import Observation

/// The last change the user can take back, and what the history has to tell them about it: a
/// change just made ("Marked “Buy milk” done", which `u` undoes), or how taking one back went.
/// The app shows each report as a notice; `u` undoes.
@Observable @MainActor
public final class ChangeHistory {
  /// A change and how to take it back.
  struct Change {
    let summary: String
    let undo: @Sendable () async throws -> Void
  }

  /// Something the history tells the user.
  public struct Report: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
      /// A change was made; the undo key takes it back.
      case changed
      /// The last change was taken back.
      case undone
      /// There was nothing to take back.
      case nothingToUndo
      /// Taking the last change back failed.
      case undoFailed
    }

    /// What happened.
    public let kind: Kind
    /// The sentence for the user: "Marked “Buy milk” done", "Undone: …", "Could not undo: …".
    public let text: String
    /// Which report this is (the first is 1): the same sentence twice is two reports.
    public let number: Int
  }

  /// The last report; `nil` when there is nothing to say.
  public private(set) var report: Report?
  /// Told about each report as it is made (the app posts it as a notice).
  @ObservationIgnored public var onReport: (@MainActor (Report) -> Void)?
  @ObservationIgnored private var last: Change?
  @ObservationIgnored private var count = 0

  public init() {}

  /// Whether there is a change to undo.
  public var canUndo: Bool { last != nil }

  /// Records a change described by `summary`, undone by `undo`.
  public func record(_ summary: String, undo: @escaping @Sendable () async throws -> Void) {
    last = Change(summary: summary, undo: undo)
    tell(.changed, summary)
  }

  /// Takes back the last change, once; says what was undone, or why it could not be.
  public func undo() async {
    guard let change = last else {
      tell(.nothingToUndo, "Nothing to undo")
      return
    }
    last = nil
    do {
      try await change.undo()
      tell(.undone, "Undone: \(change.summary)")
    } catch {
      tell(.undoFailed, "Could not undo: \(AppContainer.message(for: error))")
    }
  }

  /// Forgets the last change and the report (on sign-out).
  public func clear() {
    last = nil
    report = nil
  }

  private func tell(_ kind: Report.Kind, _ text: String) {
    count += 1
    let report = Report(kind: kind, text: text, number: count)
    self.report = report
    onReport?(report)
  }
}
