import Foundation
import GRDB
import GRDBSQLite

extension Row {
  /// The text at `index`, whole: every byte SQLite holds, a NUL included (read as a C string,
  /// text stops at its first NUL — a title a script wrote with one would show cut). Invalid
  /// UTF-8 becomes `�`. Throws for `NULL`, as for any value that must be there.
  func text(atIndex index: Int) throws -> String {
    try decode(WholeText.self, atIndex: index).string
  }
}

/// Text read and written whole: from a statement's row, the bytes SQLite holds, copied once into
/// the string (a short one is kept inline: no allocation), not first into `Data`; from a copied
/// row, its text or blob; as an argument, every byte (see ``databaseValue``).
struct WholeText: DatabaseValueConvertible, StatementColumnConvertible {
  let string: String

  init(sqliteStatement: SQLiteStatement, index: CInt) {
    // As SQLite's documentation asks: the text first, then its size in bytes.
    let bytes = sqlite3_column_text(sqliteStatement, index)
    let count = Int(sqlite3_column_bytes(sqliteStatement, index))
    string = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  init(string: String) {
    self.string = string
  }

  /// The text to bind as an argument, whole. SQLite takes a bound string up to its first NUL
  /// (GRDB binds it as a C string), so text with a NUL inside is bound as its UTF-8 bytes, which
  /// the statement turns back into text: write the placeholder as `CAST(? AS TEXT)`.
  var databaseValue: DatabaseValue {
    string.utf8.contains(0) ? Data(string.utf8).databaseValue : string.databaseValue
  }

  static func fromDatabaseValue(_ value: DatabaseValue) -> WholeText? {
    switch value.storage {
    case .string(let string): WholeText(string: string)
    case .blob(let data): WholeText(string: String(decoding: data, as: UTF8.self))
    default: nil
    }
  }
}

extension Row {
  /// The first row `statement` gives, decoded while it is still the statement's row: its text
  /// is read whole. (A row copied out, as `Row.fetchOne` gives, holds each text as GRDB read it,
  /// up to its first NUL.)
  static func decodeFirst<T>(
    _ statement: Statement, arguments: StatementArguments, _ decode: (Row) throws -> T
  ) throws -> T? {
    let rows = try Row.fetchCursor(statement, arguments: arguments)
    guard let row = try rows.next() else { return nil }
    return try decode(row)
  }
}
