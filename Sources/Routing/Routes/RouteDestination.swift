import Coordinators

/// A destination that can be written as route segments and read back: the stacks and flow
/// providers whose destinations adopt it can be described as a ``Route`` and driven to one.
///
/// Each case is declared once, in ``routes``: its pattern, how it is shown, and — for a case
/// shown over another with the same id — which one. Writing, reading, presenting, restoring and
/// the flow graph all come from that list; a case left out of it is written as nothing.
///
/// ```swift
/// extension NoteFlow.Destination: RouteDestination {
///   static var routes: [RouteCase<Self>] {
///     [
///       .pushed("notes/{note}", Self.note),
///       .presented("edit", Self.edit, after: Self.note, as: .sheet),
///     ]
///   }
/// }
/// ```
///
/// A case's segments may depend on the destinations before it on the same stack: an edit sheet
/// over note 7 is just `edit` after `notes/7`, and `notes/7/edit` anywhere else.
public protocol RouteDestination: Hashable {
  /// Every case as it appears in routes, in the order they are tried when reading.
  static var routes: [RouteCase<Self>] { get }
}

extension RouteDestination {
  /// The segments naming this destination, after the `previous` destinations of its stack.
  public func routeSegments(after previous: [Self]) -> [String] {
    for routeCase in Self.routes {
      if let segments = routeCase.write(self, previous) { return segments }
    }
    return []
  }

  /// Reads one destination from `reader`, after the `previous` ones: nil when the next segment
  /// names none of this type's destinations (the reader is rewound). Throws for a segment that
  /// starts a destination but is not followed by what it needs (a missing or bad id).
  public static func read(
    from reader: inout RouteReader, after previous: [Self]
  ) throws(RouteError) -> Self? {
    let start = reader.position
    var firstError: RouteError?
    for routeCase in routes {
      do {
        if let destination = try routeCase.read(&reader, previous) { return destination }
      } catch {
        firstError = firstError ?? error
      }
      reader.position = start
    }
    if let firstError { throw firstError }
    return nil
  }

  /// How the destination is shown: `nil` when it is pushed, else its modal style; a case that
  /// embeds a flow provider's destination asks that destination.
  public var routePresentation: ModalCoverStyle? {
    for routeCase in Self.routes {
      if let presentation = routeCase.presentation(self) { return presentation }
    }
    return nil
  }

  /// The name of this destination's case (`detail` of `.detail(17)`), as the flow graph shows it.
  public var routeCaseName: String { RouteCase<Self>.caseName(self) }
}
