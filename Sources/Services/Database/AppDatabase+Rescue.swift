import Foundation
import GRDB

extension AppDatabase {
  /// Copies what this process still holds of a file that was deleted or replaced while it
  /// was open — every write up to now, read through the connection opened at start — to a
  /// new file beside it (`<path>.recovered-<time>`, mode 0600), once; later calls return
  /// the same path. Returns `nil` when no copy could be made.
  public func rescueCopy() -> String? {
    rescue.once {
      let stamp = Int(Date().timeIntervalSince1970)
      guard let target = try? Self.createFileIfMissing("\(path).recovered-\(stamp)") else { return nil }
      do {
        let destination = try DatabaseQueue(path: target)
        // The writer connection was opened at start, so it still reads the original file
        // (and its -wal); a reader opened now could read the file that replaced it.
        try writer.writeWithoutTransaction { source in
          try destination.writeWithoutTransaction { copy in try source.backup(to: copy) }
        }
        try destination.close()
        return target
      } catch {
        Self.removeCreatedFile(target)
        return nil
      }
    }
  }
}

/// The outcome of ``AppDatabase/rescueCopy()``, computed at most once.
final class RescueRecord: Sendable {
  private let outcome = Locked<String??>(nil)

  /// The result of `attempt`, run by the first caller only.
  func once(_ attempt: () -> String?) -> String? {
    outcome.withLock { outcome in
      if let outcome { return outcome }
      let result = attempt()
      outcome = .some(result)
      return result
    }
  }
}
