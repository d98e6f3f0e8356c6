import Foundation

/// SQLite's `NOCASE` collation, in Swift: the UTF-8 bytes compared one by one with the ASCII
/// letters folded to lower case (nothing else is folded: `É` and `é` differ, as in SQLite),
/// and a text that is a prefix of the other first.
///
/// Task lists order titles and project names this way rather than with
/// `localizedCaseInsensitiveCompare` so that Swift and the database agree on every row's
/// place: the database can then index the order and read one page of a list of a million
/// tasks, and a row changed in Swift lands where the next page read from SQL expects it.
///
/// ```swift
/// let titles = NoCaseCollation.compare("apple", "Banana")  // .orderedAscending
/// let accents = NoCaseCollation.compare("ÉTÉ", "été")  // .orderedAscending: only ASCII folds
/// ```
public enum NoCaseCollation {
  /// How `lhs` and `rhs` compare under SQLite's `NOCASE`.
  public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in compare(bytes: left, right) }
    }
  }

  private static func compare(
    bytes left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
  )
    -> ComparisonResult
  {
    let shared = min(left.count, right.count)
    var index = 0
    while index < shared {
      let leftByte = folded(left[index])
      let rightByte = folded(right[index])
      if leftByte != rightByte { return leftByte < rightByte ? .orderedAscending : .orderedDescending }
      index += 1
    }
    if left.count == right.count { return .orderedSame }
    return left.count < right.count ? .orderedAscending : .orderedDescending
  }

  @inline(__always)
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
