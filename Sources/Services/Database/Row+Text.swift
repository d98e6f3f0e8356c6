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

/// Text read whole: from a statement's row, the bytes SQLite holds, copied once into the
/// string (a short one is kept inline: no allocation), not first into `Data`; from a copied
/// row, its text or blob.
struct WholeText: DatabaseValueConvertible, StatementColumnConvertible {
  let string: String

  init(sqliteStatement: SQLiteStatement, index: CInt) {
    // As SQLite's documentation asks: the text first, then its size in bytes.
    let bytes = sqlite3_column_text(sqliteStatement, index)
    let count = Int(sqlite3_column_bytes(sqliteStatement, index))
    string = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  private init(string: String) {
    self.string = string
  }

  var databaseValue: DatabaseValue { string.databaseValue }

  static func fromDatabaseValue(_ value: DatabaseValue) -> WholeText? {
    switch value.storage {
    case .string(let string): WholeText(string: string)
    case .blob(let data): WholeText(string: String(decoding: data, as: UTF8.self))
    default: nil
    }
  }
}
