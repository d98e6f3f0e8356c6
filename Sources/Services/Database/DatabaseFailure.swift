import Foundation

/// Why the database could not be opened or used, each with a one-line message for people.
///
/// Every service maps SQLite errors to these, so a caller can show `errorDescription`
/// (or `description`) as it is.
public enum DatabaseFailure: Error, Equatable, CustomStringConvertible, LocalizedError, Sendable {
  /// The path names a directory.
  case isDirectory(String)
  /// There is no file at the path (only where one is required, as in an integrity check).
  case missing(String)
  /// The path names something other than a regular file (a FIFO, a device, a socket).
  case notARegularFile(String)
  /// The file exists but this user may not read it.
  case unreadable(String)
  /// The file (or its folder) may be read but not written.
  case readOnly(String)
  /// The file is not SQLite, or is corrupt.
  case notADatabase(String)
  /// The file is SQLite, but SQLite finds it damaged (corrupt pages).
  case corrupt(String)
  /// The schema was written by a newer build (it has migrations this build does not know).
  case newerSchema(String)
  /// The file is another program's SQLite database: it has tables, and none of switchyard's.
  case otherProgramsDatabase(String)
  /// Another connection held the lock past the busy timeout.
  case locked(String)
  /// The file or its folder could not be created (path, reason).
  case cannotCreate(String, String)
  /// The disk holding the file is full.
  case diskFull(String)
  /// Closing could not copy the last writes from the `-wal` file into the main file (the
  /// reason given): they are safe in the `-wal`, which must stay beside the file.
  case pendingLog(String, reason: String)
  /// A table has given out the largest id SQLite allows (a row with id 2⁶³−1, as a
  /// hand-edited file can hold): no new row can be added to it.
  case idsExhausted(String, table: String)
  /// The file is SQLite but holds no switchyard schema (an empty database, or a copy of
  /// the main file made without its `-wal` file before switchyard closed it).
  case notSwitchyard(String)
  /// The file was deleted or replaced by another while switchyard had it open: changes
  /// would go to a file nobody can open again, so nothing more is written. What had been
  /// written was copied to the second path, when that copy could be made.
  case replaced(String, rescuedTo: String?)
  /// Any other SQLite failure, as a message.
  case other(String)

  public var description: String {
    switch self {
    case .isDirectory(let path): "\(path) is a directory, not a database file"
    case .missing(let path): "\(path) does not exist"
    case .notARegularFile(let path): "\(path) is not a regular file (a pipe, device or socket)"
    case .unreadable(let path): "cannot read \(path): permission denied"
    case .readOnly(let path): "\(path) is read-only; switchyard needs to write to it"
    case .notADatabase(let path):
      "\(path) is not a switchyard database (the file is not SQLite)"
    case .corrupt(let path):
      "\(path) is damaged (SQLite finds corrupt pages in it): restore a backup of it; "
        + "`switchyard db check` lists what it can read"
    case .newerSchema(let path):
      "\(path) was written by a newer version of switchyard; upgrade switchyard to open it"
    case .otherProgramsDatabase(let path):
      "\(path) is another program's SQLite database (it has tables, none of them switchyard's); "
        + "switchyard leaves it as it is: give a new file or a switchyard database"
    case .locked(let path): "\(path) is locked by another program; try again in a moment"
    case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
    case .diskFull(let path): "cannot write \(path): the disk is full"
    case .pendingLog(let path, let reason):
      "the last writes could not be copied into \(path) (\(reason)); they are safe in \(path)-wal: keep that "
        + "file beside it (copy both together), make room, and open switchyard once to finish"
    case .idsExhausted(let path, let table):
      "cannot add to \(table) in \(path): a row there has the largest id SQLite allows (9223372036854775807); "
        + "export with `switchyard export` and start a new database"
    case .notSwitchyard(let path):
      "\(path) is an SQLite file without switchyard's tables (empty, or copied without its -wal file)"
    case .replaced(let path, let rescue):
      "\(path) was deleted or replaced while switchyard had it open; nothing more is saved to it"
        + (rescue.map { "; everything saved until then is in \($0)" } ?? "")
    case .other(let message): message
    }
  }

  public var errorDescription: String? { description }
}
