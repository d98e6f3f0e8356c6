import Foundation

/// An append-only log file shared by handlers (and by other processes on the same file:
/// every line is one `O_APPEND` write, so lines never interleave).
public final class LogFile: Sendable {
  /// `nil` when the file could not be opened: logging is then off, never an error.
  private let handle: FileHandle?
  private let lock = NSLock()

  /// Opens `path` for appending, creating it with mode 0600 (logs stay private). A symbolic
  /// link at `path` is not followed (someone could plant one to make the app append to a
  /// file of theirs, or of the user's): logging is then off.
  public init(path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
    handle = descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil
  }

  /// Whether lines are being written.
  public var isOpen: Bool { handle != nil }

  func append(_ line: String) {
    lock.withLock { try? handle?.write(contentsOf: Data(line.utf8)) }
  }
}
