import Coordinators

/// One case of a destination enum as it appears in routes: its pattern (`tasks/{task}`), how it
/// is shown, and how it is written and read. A ``RouteDestination`` lists its cases in
/// ``RouteDestination/routes``, one declaration each; writing, reading, presenting, restoring
/// and the flow graph all come from that list.
///
/// Make one with ``pushed(_:_:)-(_,Destination)``, ``presented(_:_:as:)-(_,Destination,_)``,
/// their forms with an id, ``embedding(_:in:)`` or ``shorthand(_:after:for:)``.
public struct RouteCase<Destination: Hashable> {
  /// How the case reads in a route: `tasks/{task}`, `edit`, `tasks/…` for an embedded flow.
  public let pattern: String
  /// How the case is shown.
  public let shown: RouteCaseShown
  /// Whether the flow graph draws it: not for a shorthand, another spelling of a case.
  let isDrawn: Bool
  /// The first segment of a case read from the start (`tasks` of `tasks/{task}`), for the
  /// pattern of a case embedding its flow; nil for a case read after another.
  let prefix: String?
  /// A destination of this case, for the flow graph to name it.
  let example: () -> Destination?
  /// The segments of a destination of this case after `previous`; nil when it is not one.
  let write: (_ destination: Destination, _ previous: [Destination]) -> [String]?
  /// Reads a destination of this case after `previous`; nil when the route does not name one
  /// here.
  let read: (_ reader: inout RouteReader, _ previous: [Destination]) throws(RouteError) -> Destination?
  /// How a destination of this case is shown (`.some(nil)`: pushed); nil when it is not one.
  let presentation: (_ destination: Destination) -> ModalCoverStyle??

  /// The case's name in the flow graph: its Swift name, from an example destination.
  var name: String {
    guard let example = example() else { return pattern }
    return Self.caseName(example)
  }

  /// The name of `destination`'s enum case.
  static func caseName(_ destination: Destination) -> String {
    Mirror(reflecting: destination).children.first?.label ?? String(describing: destination)
  }

  /// The value a destination's case carries, when it is a `Value` and `make` rebuilds the
  /// destination from it.
  static func value<Value>(
    of destination: Destination, as make: (Value) -> Destination
  ) -> Value? {
    guard let payload = Mirror(reflecting: destination).children.first?.value else { return nil }
    // A case with a labeled value (`create(in: ID)`) carries it as a one-element tuple.
    let tuple = Mirror(reflecting: payload)
    let unwrapped =
      tuple.displayStyle == .tuple && tuple.children.count == 1 ? tuple.children.first?.value : nil
    guard let value = (payload as? Value) ?? (unwrapped as? Value), make(value) == destination else {
      return nil
    }
    return value
  }
}

/// How a destination case is shown.
public enum RouteCaseShown {
  /// Pushed on its stack.
  case pushed
  /// Presented modally, in this style.
  case presented(ModalCoverStyle)
  /// It wraps a flow provider's destinations: shown as they are.
  case embedding(any FlowGraphDescribing.Type)

  /// The modal style, or nil when pushed or embedding.
  var style: ModalCoverStyle? {
    if case .presented(let style) = self { style } else { nil }
  }
}
