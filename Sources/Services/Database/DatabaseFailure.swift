/// Why the database could not be opened or used, each with a one-line message for people.
public enum DatabaseFailure: Error, Equatable, CustomStringConvertible, Sendable {
  case isDirectory(String)
  case unreadable(String)
  case readOnly(String)
  case notADatabase(String)
  case newerSchema(String)
  case locked(String)
  case cannotCreate(String, String)
  case other(String)

  public var description: String {
    switch self {
    case .isDirectory(let path): "\(path) is a directory, not a database file"
    case .unreadable(let path): "cannot read \(path): permission denied"
    case .readOnly(let path): "\(path) is read-only; switchyard needs to write to it"
    case .notADatabase(let path):
      "\(path) is not a switchyard database (the file is not SQLite or is corrupt)"
    case .newerSchema(let path):
      "\(path) was written by a newer version of switchyard; upgrade switchyard to open it"
    case .locked(let path): "\(path) is locked by another program; try again in a moment"
    case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
    case .other(let message): message
    }
  }
}
