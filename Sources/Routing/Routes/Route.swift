/// A place in an app, as the path of a URL: `switchyard://projects/3/tasks/17/edit` is the
/// route `projects/3/tasks/17/edit` — the Projects tab, project 3, task 17 pushed over it,
/// and its edit sheet.
///
/// Coordinators that adopt ``RoutableCoordinator`` write where they are as a route and go to
/// a route they are given; ``Route/init(parsing:scheme:)`` and ``Route/url(scheme:)`` read and
/// write the URL form:
///
/// ```swift
/// let route = try Route(parsing: "notes://notebooks/2/notes/7", scheme: "notes")
/// #expect(route.segments == ["notebooks", "2", "notes", "7"])
/// #expect(route.url(scheme: "notes") == "notes://notebooks/2/notes/7")
/// ```
public struct Route: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The path's segments, each without its slashes and percent-decoded.
  public var segments: [String]

  /// The route made of `segments`.
  public init(_ segments: [String] = []) {
    self.segments = segments
  }

  /// The empty route: an app's first screen.
  public static let root = Route()

  /// How many segments the route has.
  public var count: Int { segments.count }

  /// The route's first `count` segments: a parent of this route.
  public func prefix(_ count: Int) -> Route {
    Route(Array(segments.prefix(max(0, count))))
  }

  /// The route as a path: `projects/3/tasks/17` (percent-encoded where needed; empty for the
  /// root).
  public var description: String {
    segments.map(Route.encode).joined(separator: "/")
  }

  /// The route as a URL of the app whose scheme is `scheme`: `switchyard://projects/3`.
  public func url(scheme: String) -> String {
    scheme + "://" + description
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try Route(parsing: text, scheme: nil)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
