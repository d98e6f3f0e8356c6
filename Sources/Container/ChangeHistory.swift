import Foundation
import Observation
import Services

/// Every change the user made — to tasks and projects — that they can take back, newest last,
/// at most ``limit``; the changes they took back, which redo makes again; and what the history
/// has to tell them: a change just made ("Marked “Buy milk” done", which `u` undoes), or how
/// an undo or a redo went. The app shows each report as a notice.
///
/// The history is the signed-in user's: ``load(for:)`` reads it at sign-in from the database,
/// where every change is kept as it is made (``Services/UndoHistoryStorage``), so it survives a
/// restart; ``clear()`` forgets it at sign-out.
@Observable @MainActor
public final class ChangeHistory {
  /// How many changes the history keeps; the oldest beyond it are forgotten.
  public static let limit = 100

  /// A change, and the row that keeps it (nil when it could not be saved).
  struct Entry {
    var step: UndoStep
    var row: Int64?
  }

  /// The last report; `nil` when there is nothing to say.
  public private(set) var report: Report?
  /// Told about each report as it is made (the app posts it as a notice).
  @ObservationIgnored public var onReport: (@MainActor (Report) -> Void)?
  /// Told when the history could not be read or saved (the app logs it); the history itself
  /// still works for this session.
  @ObservationIgnored public var onStorageError: (@MainActor (any Error) -> Void)?
  /// The changes that can be undone, oldest first.
  private var done: [Entry] = []
  /// The changes undone, the next to redo last.
  private var undone: [Entry] = []
  @ObservationIgnored private var count = 0
  @ObservationIgnored private let services: UndoStep.Services?
  @ObservationIgnored let storage: Storage?

  /// Where the history is kept, and for whom.
  struct Storage {
    let rows: UndoHistoryStorage
    let user: @MainActor () -> User.ID?
    let now: @Sendable () -> Date
  }

  /// A history that only reports (nothing to undo with, nothing kept).
  public convenience init() {
    self.init(services: nil, storage: nil)
  }

  init(services: UndoStep.Services?, storage: Storage?) {
    self.services = services
    self.storage = storage
  }

  /// Whether there is a change to undo.
  public var canUndo: Bool { !done.isEmpty }
  /// Whether there is an undone change to make again.
  public var canRedo: Bool { !undone.isEmpty }
  /// The changes `u` takes back, the next one first.
  public var undoSteps: [UndoStep] { done.reversed().map(\.step) }
  /// The changes redo makes again, the next one first.
  public var redoSteps: [UndoStep] { undone.reversed().map(\.step) }

  /// Records a change the user just made: it is the next to undo, and the changes undone before
  /// it can no longer be redone.
  public func record(_ step: UndoStep) {
    var removed = undone.compactMap(\.row)
    undone = []
    while done.count >= Self.limit {
      if let row = done.removeFirst().row { removed.append(row) }
    }
    done.append(Entry(step: step, row: save(step, removing: removed)))
    tell(.changed, step.summary)
  }

  /// Takes back the last change; says what was undone, or why it could not be (a change that
  /// can no longer be taken back is forgotten: the next undo goes on with the one before).
  public func undo() async {
    guard let services, var entry = done.popLast() else {
      tell(.nothingToUndo, "Nothing to undo")
      return
    }
    do {
      let before = entry.step
      entry.step = try await entry.step.undo(with: services)
      mark(entry, undone: true)
      undone.append(entry)
      tell(.undone, "Undone: \(before.undoSummary)")
    } catch {
      forget(entry)
      tell(.undoFailed, "Could not undo: \(AppContainer.message(for: error))")
    }
  }

  /// Makes the last undone change again; says what was redone, or why it could not be.
  public func redo() async {
    guard let services, var entry = undone.popLast() else {
      tell(.nothingToRedo, "Nothing to redo")
      return
    }
    do {
      entry.step = try await entry.step.redo(with: services)
      mark(entry, undone: false)
      done.append(entry)
      tell(.redone, "Redone: \(entry.step.summary)")
    } catch {
      forget(entry)
      let message = AppContainer.message(for: error).replacingOccurrences(
        of: "was undone", with: "was redone")
      tell(.redoFailed, "Could not redo: \(message)")
    }
  }

  /// Reads `user`'s history from the database (at sign-in), replacing what was held.
  public func load(for user: User.ID) {
    done = []
    undone = []
    guard let storage else { return }
    do {
      let decoder = JSONDecoder()
      for row in try storage.rows.load(for: user) {
        guard let step = try? decoder.decode(UndoStep.self, from: Data(row.step.utf8)) else { continue }
        let entry = Entry(step: step, row: row.id)
        if row.isUndone { undone.insert(entry, at: 0) } else { done.append(entry) }
      }
      // Two instances on one account each keep a hundred: the oldest beyond go.
      if done.count > Self.limit {
        let dropped = done.prefix(done.count - Self.limit)
        done.removeFirst(dropped.count)
        try storage.rows.remove(dropped.compactMap(\.row))
      }
    } catch {
      onStorageError?(error)
    }
  }

  /// Forgets the changes and the report (on sign-out); they stay in the database for the next
  /// sign-in.
  public func clear() {
    done = []
    undone = []
    report = nil
  }

  private func tell(_ kind: Report.Kind, _ text: String) {
    count += 1
    let report = Report(kind: kind, text: text, number: count)
    self.report = report
    onReport?(report)
  }
}
