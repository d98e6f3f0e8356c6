import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file for data the user takes away: created with mode 0600 (it holds their tasks),
/// never over an existing file and never through a symbolic link.
enum OutputFile {
  /// Writes `text` to a new file at `path`; throws a one-line error when `path` exists or
  /// cannot be written, leaving any existing file as it was.
  static func create(_ path: String, text: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let reason =
        errno == EEXIST
        ? "a file is already there; nothing was overwritten" : String(cString: strerror(errno))
      throw DatabaseFailure.cannotCreate(path, reason)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(text.utf8))
      try handle.synchronize()
    } catch {
      unlink(path)
      throw DatabaseFailure.cannotCreate(path, "\(FormattedError.message(error))")
    }
  }
}
