/// A name given on the command line, checked: a Swift identifier in UpperCamelCase that is
/// not a keyword, so every type the templates derive from it (`<Name>Component`,
/// `<Name>Coordinator` …) compiles.
struct TypeName: CustomStringConvertible {
  /// The name as given (`Contacts`).
  let upper: String

  /// Checks `text`; throws a one-line error saying what is wrong with it.
  init(_ text: String, what: String = "name") throws {
    guard let first = text.unicodeScalars.first else {
      throw GeneratorError("the \(what) is empty; give one like ‘Contacts’")
    }
    let allowed = text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
    if !allowed || ("0"..."9").contains(first) {
      let reason = allowed ? "it starts with a digit" : "use only ASCII letters and digits"
      throw GeneratorError(
        "‘\(text)’ is not a Swift identifier (\(reason)); try ‘\(TypeName.suggestion(for: text))’")
    }
    if TypeName.keywords.contains(text) {
      throw GeneratorError(
        "‘\(text)’ is a Swift keyword; choose another \(what), like ‘\(TypeName.suggestion(for: text))’")
    }
    guard ("A"..."Z").contains(first), !text.contains("_") else {
      throw GeneratorError("‘\(text)’ is not UpperCamelCase; try ‘\(TypeName.suggestion(for: text))’")
    }
    upper = text
  }

  /// A name the generators themselves chose (`Item`), known to be valid.
  init(valid text: String) {
    upper = text
  }

  /// The name in lowerCamelCase, to build longer names from (`contacts`; `URLList` → `urlList`).
  var lower: String {
    let scalars = Array(upper)
    var prefix = 0
    while prefix < scalars.count, scalars[prefix].isUppercase { prefix += 1 }
    // In "URLList" the run of capitals is "URLL": its last one starts the next word.
    let cut = prefix > 1 && prefix < scalars.count ? prefix - 1 : prefix
    return String(scalars[..<cut]).lowercased() + String(scalars[cut...])
  }

  /// ``lower`` as a name of its own: a property or a case (`` `import` `` for `Import`).
  var lowerIdentifier: String {
    TypeName.keywords.contains(lower) ? "`\(lower)`" : lower
  }

  /// The name split into words, lowercased and joined by `separator` (`MyApp` → `my-app`).
  func words(separator: String) -> String {
    var result = ""
    let scalars = Array(upper)
    for (index, character) in scalars.enumerated() {
      let previous = index > 0 ? scalars[index - 1] : nil
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { !$0.isUppercase } ?? false
          || (previous?.isUppercase ?? false) && (next?.isLowercase ?? false))
      if index > 0, startsWord { result += separator }
      result += character.lowercased()
    }
    return result
  }

  /// The name as words for people (`OrderHistory` → `Order history`).
  var title: String {
    let spaced = words(separator: " ")
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
  }

  var description: String { upper }

  /// A valid name close to `text`, for the error message.
  static func suggestion(for text: String) -> String {
    let parts = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    var joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    while let first = joined.first, first.isNumber { joined.removeFirst() }
    if joined.isEmpty || keywords.contains(joined) { return "My" + (joined.isEmpty ? "Scene" : joined) }
    return joined.prefix(1).uppercased() + joined.dropFirst()
  }

  /// Swift's keywords and the capitalised names the language reserves.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
    "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
    "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "Type", "Protocol", "some", "any", "async", "actor", "macro", "each",
  ]
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
