import Foundation

extension Route {
  /// Reads a route from `text`: a URL of the app (`switchyard://projects/3`), or just its path
  /// (`projects/3`, `/projects/3`). Empty segments are ignored (`projects//3/` is `projects/3`);
  /// segments are percent-decoded.
  ///
  /// Throws a ``RouteError`` (``RouteError/Kind-swift.enum/malformed``) for another scheme, a
  /// query or fragment, bad percent-encoding, or control characters. With `scheme` nil, any
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
    var segments: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
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
