/// The output of a form whose submission returns nothing but success (a password change).
public struct Submitted: Equatable, Sendable {
  public init() {}
}
