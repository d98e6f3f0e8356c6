import Foundation

/// A value shared across threads, read and written only under its lock.
final class Locked<Value>: @unchecked Sendable {
  // `@unchecked Sendable`: `value` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
