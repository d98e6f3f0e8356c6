import Crypto
import Foundation

/// A remembered sign-in: a random secret given to the OS user who signed in (kept in a
/// private file), of which the database keeps only the SHA-256.
public struct SignInToken: Equatable, Sendable {
  /// The secret, as 64 hexadecimal digits.
  public let text: String

  /// A new random token (256 bits from the system's secure generator).
  public static func make() -> SignInToken {
    let key = SymmetricKey(size: .bits256)
    return SignInToken(text: key.withUnsafeBytes { Data($0) }.map { String(format: "%02x", $0) }.joined())
  }

  /// The token in `text`, if it has the shape of one (64 hexadecimal digits); anything else
  /// — an empty or damaged file — is no token.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count == 64, trimmed.allSatisfy(\.isHexDigit) else { return nil }
    self.text = trimmed.lowercased()
  }

  private init(text: String) {
    self.text = text
  }

  /// What the database stores.
  var digest: Data { Data(SHA256.hash(data: Data(text.utf8))) }
}
