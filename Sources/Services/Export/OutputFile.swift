import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file for data the user takes away: created with mode 0600 (it holds their tasks),
/// never over an existing file and never through a symbolic link.
public enum OutputFile {
  /// Writes `text` to a new file at `path`; throws a one-line error when `path` exists or
  /// cannot be written, leaving any existing file as it was.
  public static func create(_ path: String, text: String) throws {
    try create(path) { write in try write(text) }
  }

  /// Writes what `body` hands its `write` to a new file at `path`, a buffer at a time (memory
  /// bounded whatever the size); throws a one-line error when `path` exists or cannot be
  /// written, leaving any existing file as it was, and removes the new file when `body` throws.
  public static func create(_ path: String, _ body: (_ write: (String) throws -> Void) throws -> Void) throws
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let reason =
        errno == EEXIST
        ? "a file is already there; nothing was overwritten" : String(cString: strerror(errno))
      throw DatabaseFailure.cannotCreate(path, reason)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      var failure: (any Error)?
      var buffer = OutputBuffer { piece in
        guard failure == nil else { return }
        do { try handle.write(contentsOf: Data(piece.utf8)) } catch { failure = error }
      }
      try body { piece in
        buffer.append(piece)
        if let failure { throw failure }
      }
      buffer.flush()
      if let failure { throw failure }
      try handle.synchronize()
    } catch {
      unlink(path)
      throw DatabaseFailure.cannotCreate(path, (error as? any LocalizedError)?.errorDescription ?? "\(error)")
    }
  }
}

/// Pieces of text gathered into writes of about 64 KB (not one write per task).
public struct OutputBuffer {
  static let size = 1 << 16
  private var pending = ""
  private let write: (String) -> Void

  /// A buffer handing its pieces to `write`, about 64 KB at a time.
  public init(_ write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Adds `piece`; writes when about 64 KB are gathered.
  public mutating func append(_ piece: String) {
    pending += piece
    if pending.utf8.count >= Self.size { flush() }
  }

  /// Writes what is gathered.
  public mutating func flush() {
    guard !pending.isEmpty else { return }
    write(pending)
    pending = ""
  }
}
