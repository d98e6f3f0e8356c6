/// Rows read from the database: the ones that decoded, and how many were damaged (a value
/// missing or of the wrong kind, as a hand-edited or corrupted file can hold) and skipped.
public struct Decoded<Element> {
  /// The rows that decoded, in order.
  public var elements: [Element] = []
  /// How many rows could not be decoded.
  public var damaged = 0

  /// Nothing yet.
  public init() {}

  /// Appends what `decode` returns, or counts a damaged row when it throws.
  mutating func append(_ decode: () throws -> Element) {
    do {
      elements.append(try decode())
    } catch {
      damaged += 1
    }
  }
}

extension Decoded: Sendable where Element: Sendable {}
