import Foundation

/// Why a recording cannot be replayed (its snapshot missing or not the one it started from, a
/// sign-in it did not record), in one line.
public struct ReplayFailure: LocalizedError, CustomStringConvertible {
  public let message: String

  init(_ message: String) {
    self.message = message
  }

  public var errorDescription: String? { message }
  public var description: String { message }
}
