/// Reads a ``Route`` one segment at a time, for ``RouteDestination/read(from:after:)``.
///
/// ```swift
/// static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self? {
///   if reader.take("new") { return .compose }
///   guard reader.take("notes") else { return nil }
///   return .note(try reader.id(of: "note"))
/// }
/// ```
public struct RouteReader {
  /// The route being read.
  public let route: Route
  /// How many segments have been read.
  public internal(set) var position = 0
  /// Where the destination being read began: errors name the route up to there as the
  /// nearest valid parent.
  public internal(set) var destinationStart = 0

  /// A reader at the start of `route`.
  public init(_ route: Route) {
    self.route = route
  }

  /// Whether every segment has been read.
  public var isAtEnd: Bool { position >= route.count }

  /// The next segment, without reading it.
  public func peek() -> String? {
    isAtEnd ? nil : route.segments[position]
  }

  /// Reads the next segment.
  public mutating func next() -> String? {
    guard let segment = peek() else { return nil }
    position += 1
    return segment
  }

  /// Reads the next segment if it is `word` (ignoring case); returns whether it did.
  public mutating func take(_ word: String) -> Bool {
    guard let segment = peek(), segment.lowercased() == word.lowercased() else { return false }
    position += 1
    return true
  }

  /// Reads the next segment as the id of a `what` (`"task"`): fails when there is none, or it
  /// is not an id.
  public mutating func id<ID: RouteIdentifier>(
    of what: String, as type: ID.Type = ID.self
  ) throws(RouteError)
    -> ID
  {
    guard let segment = peek() else {
      throw RouteError(.badID, "\(placeRead) needs a \(what) id", validCount: destinationStart)
    }
    guard let id = ID(routeSegment: segment) else {
      throw RouteError(
        .badID, "‘\(RouteError.shown(segment))’ is not a \(what) id", validCount: destinationStart)
    }
    position += 1
    return id
  }

  /// The error for the next segment, which names no place here.
  public func unknownPlace() -> RouteError {
    let segment = RouteError.shown(peek() ?? "")
    return RouteError(.unknownPlace, "there is no ‘\(segment)’ in \(placeRead)", validCount: position)
  }

  /// The error for a destination that names something that does not exist: `message` says
  /// what (`"there is no task 17"`).
  public func notFound(_ message: String) -> RouteError {
    RouteError(.notFound, message, validCount: destinationStart)
  }

  /// The route read so far, for messages: `switchyard://projects/3` reads `/projects/3`.
  private var placeRead: String {
    "/" + route.prefix(position).description
  }
}
