import Foundation
import GRDB

/// Slows down password guessing: the first ``freeAttempts`` - 1 failures in a row cost
/// nothing; the ``freeAttempts``th and every later one lock the account for
/// ``lockSeconds(afterFailures:)`` (30 s, 60 s, 120 s … at most an hour). A successful
/// sign-in resets the count.
public enum SignInThrottle {
  /// Failures in a row before sign-in slows down.
  public static let freeAttempts = 5
  /// The longest lock, in seconds.
  public static let maximumLockSeconds = 3600

  /// How long the account is locked after `failures` failures in a row (0: not locked).
  public static func lockSeconds(afterFailures failures: Int) -> Int {
    guard failures >= freeAttempts else { return 0 }
    return min(maximumLockSeconds, 30 * (1 << min(failures - freeAttempts, 7)))
  }

  /// Counts a failed sign-in and locks the account when the count calls for it.
  static func recordFailure(userID: Int64, now: Date, database: AppDatabase) async throws {
    try await database.write { db in
      try db.execute(
        sql: "UPDATE users SET failed_sign_ins = failed_sign_ins + 1 WHERE id = ?", arguments: [userID])
      let failures =
        try Int.fetchOne(db, sql: "SELECT failed_sign_ins FROM users WHERE id = ?", arguments: [userID]) ?? 0
      let seconds = lockSeconds(afterFailures: failures)
      guard seconds > 0 else { return }
      try db.execute(
        sql: "UPDATE users SET locked_until = ? WHERE id = ?",
        arguments: [now.addingTimeInterval(TimeInterval(seconds)), userID])
    }
  }
}
