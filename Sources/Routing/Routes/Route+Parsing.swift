import Foundation

extension Route {
  /// Reads a route from `text`: a URL of the app (`switchyard://projects/3`), or just its path
  /// (`projects/3`, `/projects/3`). Empty segments are ignored (`projects//3/` is `projects/3`);
  /// segments are percent-decoded.
  ///
  /// Throws a ``RouteError`` (``RouteError/Kind-swift.enum/malformed``) for another scheme, a
  /// query or fragment, bad percent-encoding, control characters, or more than
  /// ``maximumSegments`` segments. With `scheme` nil, any
  /// scheme is refused and only a path is read.
  public init(parsing text: String, scheme: String?) throws(RouteError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var path = Substring(trimmed)
    if let separator = trimmed.range(of: "://") {
      let found = String(trimmed[..<separator.lowerBound])
      guard let scheme, found.lowercased() == scheme.lowercased() else {
        let expected = scheme.map { "a \($0):// URL or a path" } ?? "a path"
        throw RouteError.malformed(text, because: "expected \(expected), not a \(found):// URL")
      }
      path = trimmed[separator.upperBound...]
    }
    if path.contains("?") || path.contains("#") {
      throw RouteError.malformed(text, because: "a route has no query or fragment")
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count <= Route.maximumSegments else {
      throw RouteError.malformed(
        String(text.prefix(80)) + "…",
        because: "a route has at most \(Route.maximumSegments) segments; this one has \(parts.count)")
    }
    var segments: [String] = []
    for raw in parts {
      guard let decoded = String(raw).removingPercentEncoding else {
        throw RouteError.malformed(text, because: "bad percent-encoding in ‘\(raw)’")
      }
      guard !decoded.unicodeScalars.contains(where: Route.isControl) else {
        throw RouteError.malformed(text, because: "control characters are not allowed")
      }
      if raw.contains(where: \.isWhitespace) {
        throw RouteError.malformed(text, because: "spaces must be written %20")
      }
      segments.append(decoded)
    }
    self.init(segments)
  }

  /// The most segments a route read from text may have: as deep as a restored place
  /// (``NavigationSnapshot/maximumRestoredDepth``); opening a route costs more the deeper it is.
  public static let maximumSegments = NavigationSnapshot.maximumRestoredDepth

  /// A segment as it is written in a path: letters, digits and `-._~` as they are, the rest
  /// percent-encoded.
  static func encode(_ segment: String) -> String {
    segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? segment
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
