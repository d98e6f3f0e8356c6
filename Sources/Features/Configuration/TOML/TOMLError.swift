/// Why ``TOMLReader`` refused a document: the first thing wrong in it, where (line and
/// column from 1, the column counted in Unicode characters), and what, in one line.
struct TOMLError: Error, Equatable, Sendable, CustomStringConvertible {
  let line: Int
  let column: Int
  let message: String

  var description: String { "line \(line), column \(column): \(message)" }
}

/// The most a configuration file may hold. Past each, ``TOMLReader`` stops with an error
/// at the place it was passed, before reading further: no input costs more than one pass.
enum TOMLLimits {
  /// The whole file: 1 MiB.
  static let fileBytes = 1 << 20
  /// One key (one part of a dotted key), in UTF-8 bytes: the longest name the app uses is 17.
  static let keyBytes = 128
  /// One string, in UTF-8 bytes once its escapes are read: the longest path Linux takes.
  static let stringBytes = 4096
  /// Tables and arrays inside one another (the file itself not counted): the settings use 3.
  static let depth = 16
  /// The items of one array: a command is bound to a few keys.
  static let arrayItems = 256
  /// A number, or a bare word where a value goes.
  static let wordBytes = 64
}
