import Foundation
import GRDB

extension AppDatabase {
  /// Copies every write from the `-wal` file into the main file and closes every
  /// connection; afterwards the main file alone holds all the data (a copy of it, without
  /// the `-wal`, is complete) and nothing more can be read or written through this value.
  ///
  /// Call it on every orderly exit. A checkpoint that another program blocks past the busy
  /// timeout (it is reading at that moment) still closes, then throws
  /// ``DatabaseFailure/locked(_:)``: the writes stay safe in the `-wal` file, and the last
  /// program to close the file copies them over.
  ///
  /// A checkpoint that fails for another reason (a full disk) is tried again twice; if it
  /// still fails, the file is closed and ``DatabaseFailure/pendingLog(_:reason:)`` says where
  /// the writes are and what to do.
  public func close() throws {
    try close { db in _ = try db.checkpoint(.truncate) }
  }

  /// ``close()`` with the checkpoint `checkpoint` does (tests make it fail).
  func close(checkpoint: @escaping @Sendable (Database) throws -> Void) throws {
    var checkpointError: DatabaseError?
    if isFileInPlace {
      for _ in 0..<3 {
        do {
          try writer.writeWithoutTransaction { db in try checkpoint(db) }
          checkpointError = nil
          break
        } catch let error as DatabaseError {
          checkpointError = error
          // A lock held past the busy timeout is not tried again: that took seconds already.
          if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED { break }
        }
      }
    }
    do {
      try writer.close()
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
    guard let checkpointError else { return }
    let failure = Self.failure(for: checkpointError, path: path)
    if case .locked = failure { throw failure }
    throw DatabaseFailure.pendingLog(path, reason: failure.description)
  }
}
