import Coordinators

/// A destination that can be written as route segments and read back: the stacks and flow
/// providers whose destinations adopt it can be described as a ``Route`` and driven to one.
///
/// The segments of a destination may depend on the destinations before it on the same stack:
/// an edit sheet over task 17 is just `edit` after `tasks/17`.
///
/// ```swift
/// extension NoteFlow.Destination: RouteDestination {
///   enum Case: String, RouteCase {
///     case note, edit
///     var pattern: String { self == .note ? "notes/{id}" : "edit" }
///     var shown: RouteCaseShown { self == .note ? .pushed : .presented(.sheet) }
///   }
///
///   var routeCase: Case {
///     switch self {
///     case .note: .note
///     case .edit: .edit
///     }
///   }
///
///   func routeSegments(after previous: [Self]) -> [String] {
///     switch self {
///     case .note(let id): ["notes", id.routeSegment]
///     case .edit: ["edit"]
///     }
///   }
///
///   static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self? {
///     if reader.take("notes") { return .note(try reader.id(of: "note")) }
///     if case .note(let id) = previous.last, reader.take("edit") { return .edit(id) }
///     return nil
///   }
/// }
/// ```
public protocol RouteDestination: Hashable {
  /// The destination's cases without their values, as a `CaseIterable` enum: the flow graph
  /// lists every one, so a case cannot be left out of it.
  associatedtype Case: RouteCase

  /// Which case this destination is.
  var routeCase: Case { get }

  /// The segments naming this destination, after the `previous` destinations of its stack.
  func routeSegments(after previous: [Self]) -> [String]

  /// Reads one destination from `reader`, after the `previous` ones: nil when the next segment
  /// names none of this type's destinations (the reader is rewound). Throws for a segment that
  /// starts a destination but is not followed by what it needs (a missing or bad id).
  static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?

  /// How the destination is shown: `nil` when it is pushed, else its modal style. By default
  /// its case's ``RouteCase/shown``; a case that embeds a flow provider's destination asks
  /// that destination (found by reflection on the case's value, unless you implement this).
  var routePresentation: ModalCoverStyle? { get }
}

extension RouteDestination {
  public var routePresentation: ModalCoverStyle? {
    switch routeCase.shown {
    case .pushed: nil
    case .presented(let style): style
    case .embedding:
      (Mirror(reflecting: self).children.first?.value as? any RouteDestination)?.routePresentation
    }
  }
}

/// The cases of a destination enum without their values: how each is written in a route
/// (for people and the flow graph) and how it is shown.
public protocol RouteCase: CaseIterable, Hashable {
  /// How the case reads in a route, with `{id}` for values: `tasks/{id}`, `edit`, `new`.
  var pattern: String { get }
  /// How the case is shown.
  var shown: RouteCaseShown { get }
}

extension RouteCase {
  /// The case's name: its `rawValue` for a `String` enum, else its description.
  public var name: String { String(describing: self) }
}

/// How a destination case is shown.
public enum RouteCaseShown {
  /// Pushed on its stack.
  case pushed
  /// Presented modally, in this style.
  case presented(ModalCoverStyle)
  /// It wraps a flow provider's destinations: shown as they are.
  case embedding(any FlowGraphDescribing.Type)
}
