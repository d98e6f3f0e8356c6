import Crypto
import Foundation
import GRDB

/// Slows down password guessing, per attempted email, whether or not an account has it:
/// unknown and known emails are throttled alike, so the answers reveal nothing.
///
/// The first ``freeAttempts`` - 1 failures in a row for an email cost nothing. From the
/// ``freeAttempts``th on, each failure makes the next attempt at that email wait
/// ``delaySeconds(afterFailures:)``: 5 s, doubling with each further failure, at most
/// ``maximumDelaySeconds``. A wait is never longer than a minute, so someone who knows an
/// email cannot lock its owner out; a success resets the count, and failures are forgotten
/// ``forgetAfterSeconds`` after the last one. Emails are kept only as SHA-256 digests.
public enum SignInThrottle {
  /// Failures in a row before sign-in slows down.
  public static let freeAttempts = 5
  /// The longest wait between attempts, in seconds.
  public static let maximumDelaySeconds = 60
  /// How long after the last failure an email's count starts again from zero.
  public static let forgetAfterSeconds = 15 * 60

  /// How long the next attempt must wait after `failures` failures in a row (0: at once).
  public static func delaySeconds(afterFailures failures: Int) -> Int {
    guard failures >= freeAttempts else { return 0 }
    return min(maximumDelaySeconds, 5 * (1 << min(failures - freeAttempts, 8)))
  }

  /// The key an email's attempts are counted under: the SHA-256 digest of the normalized
  /// email, so a mistyped email (or a password typed into the email field) is never stored.
  static func key(for email: String) -> Data {
    Data(SHA256.hash(data: Data(email.utf8)))
  }

  /// The seconds to wait before `key` may try again at `now`, or `nil` when it may now.
  static func wait(_ db: Database, key: Data, now: Date) throws -> Int? {
    let retryAfter = try Date.fetchOne(
      db, sql: "SELECT retry_after FROM sign_in_attempts WHERE email_key = ?", arguments: [key])
    guard let retryAfter, retryAfter > now else { return nil }
    return Int(retryAfter.timeIntervalSince(now).rounded(.up))
  }

  /// Counts a failed attempt at `key`, setting when the next one may come; forgets
  /// every email whose last failure is older than ``forgetAfterSeconds``.
  static func recordFailure(_ db: Database, key: Data, now: Date) throws {
    let forgotten = now.addingTimeInterval(-TimeInterval(forgetAfterSeconds))
    try db.execute(sql: "DELETE FROM sign_in_attempts WHERE last_failure_at < ?", arguments: [forgotten])
    let previous =
      try Int.fetchOne(db, sql: "SELECT failures FROM sign_in_attempts WHERE email_key = ?", arguments: [key])
      ?? 0
    let failures = previous + 1
    let delay = delaySeconds(afterFailures: failures)
    try db.execute(
      sql: """
        INSERT INTO sign_in_attempts (email_key, failures, last_failure_at, retry_after) VALUES (?, ?, ?, ?)
        ON CONFLICT (email_key) DO UPDATE
          SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
              retry_after = excluded.retry_after
        """,
      arguments: [key, failures, now, delay > 0 ? now.addingTimeInterval(TimeInterval(delay)) : nil])
  }

  /// Forgets `key`'s failures (after a successful sign-in).
  static func reset(_ db: Database, key: Data) throws {
    try db.execute(sql: "DELETE FROM sign_in_attempts WHERE email_key = ?", arguments: [key])
  }
}
