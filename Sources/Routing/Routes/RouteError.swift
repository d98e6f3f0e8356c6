/// Why a route could not be followed: it is not a route at all, it names a place that does not
/// exist in the app, or it names data (an id) that does not exist for the signed-in user.
///
/// The message is one line, for a status line or standard error. ``validCount`` says how many
/// of the route's segments named a real place: the route's first `validCount` segments are its
/// nearest valid parent (see ``RoutableCoordinator/openNearest(_:draft:)``).
public struct RouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// Not a route of this app (another scheme, a query, bad encoding).
    case malformed
    /// A segment that names no place here.
    case unknownPlace
    /// A segment that should be an id and is not, or an id that is missing.
    case badID
    /// An id of something that does not exist (or is not the signed-in user's).
    case notFound
  }

  /// What went wrong.
  public var kind: Kind
  /// The one-line message.
  public var message: String
  /// How many leading segments of the route named a real place.
  public var validCount: Int

  /// An error of `kind` with `message`, after `validCount` good segments.
  public init(_ kind: Kind, _ message: String, validCount: Int) {
    self.kind = kind
    self.message = message
    self.validCount = validCount
  }

  public var description: String { message }

  /// Text that is not a route.
  static func malformed(_ text: String, because reason: String) -> RouteError {
    RouteError(.malformed, "not a route: ‘\(shown(text))’ (\(reason))", validCount: 0)
  }

  /// `text` as it can be shown in a message: control characters dropped, at most 60 characters.
  static func shown(_ text: String) -> String {
    let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { !Route.isControl($0) }))
    return clean.count > 60 ? String(clean.prefix(59)) + "…" : clean
  }
}
