import Foundation
import Services

extension ChangeHistory {
  /// Saves a new change for the signed-in user, forgetting rows `removed` in the same write;
  /// returns its row (nil when nobody is signed in or it could not be saved).
  func save(_ step: UndoStep, removing removed: [Int64]) -> Int64? {
    guard let storage, let user = storage.user() else { return nil }
    do {
      return try storage.rows.append(Self.text(of: step), for: user, at: storage.now(), removing: removed)
    } catch {
      onStorageError?(error)
      return nil
    }
  }

  /// Saves that `entry` is undone (or done again), with its step as it now reads.
  func mark(_ entry: Entry, undone: Bool) {
    guard let storage, let row = entry.row else { return }
    do {
      try storage.rows.mark(row, undone: undone, step: Self.text(of: entry.step))
    } catch {
      onStorageError?(error)
    }
  }

  /// Forgets `entry`'s row (a change that could not be undone or redone).
  func forget(_ entry: Entry) {
    guard let storage, let row = entry.row else { return }
    do {
      try storage.rows.remove([row])
    } catch {
      onStorageError?(error)
    }
  }

  /// Forgets every change of the signed-in user's, here and in the database (the demo's
  /// sample data is not the user's to undo).
  public func erase() {
    clear()
    guard let storage, let user = storage.user() else { return }
    do {
      try storage.rows.removeAll(for: user)
    } catch {
      onStorageError?(error)
    }
  }

  static func text(of step: UndoStep) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(step), as: UTF8.self)
  }
}
