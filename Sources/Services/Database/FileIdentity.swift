import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path names: its device and inode. Two identities differ when the file was
/// deleted and another created in its place, or another file was moved over it.
struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file `path` names (following symbolic links), or `nil` when
  /// there is none.
  static func current(_ path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // `truncatingIfNeeded`: `dev_t` is signed on Darwin (Int32), unsigned on Linux.
    return FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The identity of the file `path` names; throws when it cannot be read.
  static func of(_ path: String) throws -> FileIdentity {
    guard let identity = current(path) else {
      throw DatabaseFailure.cannotCreate(path, String(cString: strerror(errno)))
    }
    return identity
  }
}

extension AppDatabase {
  /// Throws ``DatabaseFailure/replaced(_:rescuedTo:)`` when ``path`` no longer names the
  /// file that was opened: it was deleted, or another file took its place. Writing on would
  /// put changes in a file nobody can open again once the app quits, so what was written
  /// is copied beside it instead (``rescueCopy()``).
  public func checkIdentity() throws {
    guard isFileInPlace else { throw DatabaseFailure.replaced(path, rescuedTo: rescueCopy()) }
  }

  /// Whether ``path`` still names the file that was opened.
  public var isFileInPlace: Bool { FileIdentity.current(path) == identity }
}
