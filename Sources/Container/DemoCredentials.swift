/// How to sign in to the demo account ``DemoSeeder`` creates.
public struct DemoCredentials: Equatable, Sendable {
  /// The account's email.
  public let email: String
  /// The account's password.
  public let password: String
}
