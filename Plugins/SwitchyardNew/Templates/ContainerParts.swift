/// The pieces of a generated coordinator or provider that carry the target's container (its
/// `…Container` class), so generated code takes it as the app's own coordinators do; empty
/// when the target has none.
struct ContainerParts {
  /// The container class, if the target has one.
  let type: String?

  /// The stored property, on a line of its own (`@ObservationIgnored` in `@Observable` types).
  func property(observable: Bool) -> String {
    guard let type else { return "" }
    return "\n  \(observable ? "@ObservationIgnored " : "")let container: \(type)"
  }

  /// The initializer's parameter, first in the list (`container: C, `, or `` if there is none).
  func parameter(followedByMore: Bool) -> String {
    guard let type else { return "" }
    return "container: \(type)" + (followedByMore ? ", " : "")
  }

  /// The initializer's first line assigning it.
  var assignment: String {
    type == nil ? "" : "\n    self.container = container"
  }

  /// The argument passing it on (`container: container, `).
  func argument(followedByMore: Bool) -> String {
    type == nil ? "" : "container: container" + (followedByMore ? ", " : "")
  }

  /// A container made for a test (`C()`): the app template's has defaults for every service.
  func madeForTest(followedByMore: Bool) -> String {
    guard let type else { return "" }
    return "container: \(type)()" + (followedByMore ? ", " : "")
  }
}
