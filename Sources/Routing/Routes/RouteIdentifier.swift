import Foundation

/// An id that can be a route segment: `Int`, `Int64`, `UUID` and `String` are; adopt it for an
/// id type of your own.
public protocol RouteIdentifier {
  /// The id read from a segment; nil when the segment is not one.
  init?(routeSegment: String)
  /// The id as a segment.
  var routeSegment: String { get }
}

extension Int: RouteIdentifier {
  public init?(routeSegment: String) { self.init(routeSegment, radix: 10) }
  public var routeSegment: String { String(self) }
}

extension Int64: RouteIdentifier {
  public init?(routeSegment: String) { self.init(routeSegment, radix: 10) }
  public var routeSegment: String { String(self) }
}

extension UUID: RouteIdentifier {
  public init?(routeSegment: String) { self.init(uuidString: routeSegment) }
  public var routeSegment: String { uuidString.lowercased() }
}

extension String: RouteIdentifier {
  public init?(routeSegment: String) {
    guard !routeSegment.isEmpty else { return nil }
    self = routeSegment
  }
  public var routeSegment: String { self }
}
