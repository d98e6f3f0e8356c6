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
  public func close() throws {
    var checkpointError: DatabaseError?
    if isFileInPlace {
      do {
        try writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
      } catch let error as DatabaseError {
        checkpointError = error
      }
    }
    do {
      try writer.close()
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
    if let checkpointError { throw Self.failure(for: checkpointError, path: path) }
  }
}
