import Foundation
import Services

/// The file that keeps a remembered sign-in for one OS user: the session token, readable by
/// that user only (mode 0600), never followed through a symbolic link.
public struct SignInFile: Sendable {
  /// Where the token is kept.
  public let path: String

  public init(path: String) {
    self.path = path
  }

  /// The token kept there, if there is a readable, well-formed one (a missing, damaged or
  /// foreign file is no token). Only a regular file is read: opened without blocking and
  /// checked first, so a FIFO or a device planted there is no token and never hangs the start.
  public func read() -> SignInToken? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard let data = try? handle.read(upToCount: 256) else { return nil }
    return SignInToken(String(decoding: data, as: UTF8.self))
  }

  /// Keeps `token`, replacing what was there.
  public func write(_ token: SignInToken) throws {
    remove()
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data((token.text + "\n").utf8))
  }

  /// Forgets the token (nothing to do if there is none).
  public func remove() {
    unlink(path)
  }
}
