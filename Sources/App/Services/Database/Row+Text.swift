import Foundation
import GRDB

extension Row {
  /// The text at `index`, whole: every byte SQLite holds, a NUL included (read as a C string,
  /// text stops at its first NUL — a title a script wrote with one would show cut). Invalid
  /// UTF-8 becomes `�`. Throws for `NULL`, as for any value that must be there.
  func text(atIndex index: Int) throws -> String {
    String(decoding: try decode(Data.self, atIndex: index), as: UTF8.self)
  }
}
