extension Key {
  /// A printable character with no modifiers.
  public static func character(_ character: Character) -> Key { Key(.character(character)) }
  /// A printable character, written as a string literal: `.char("n")`.
  public static func char(_ character: Character) -> Key { Key(.character(character)) }
  /// Control plus a key (Ctrl-C is `.control("c")`).
  public static func control(_ character: Character) -> Key { Key(.character(character), [.control]) }
  /// Alt (Meta) plus a key.
  public static func alt(_ character: Character) -> Key { Key(.character(character), [.alt]) }
  /// A function key, F1 to F35, with `modifiers`.
  public static func function(_ number: Int, _ modifiers: Modifiers = []) -> Key {
    Key(.function(number), modifiers)
  }
  /// Text pasted with bracketed paste.
  public static func paste(_ text: String) -> Key { Key(.paste(text)) }

  /// Enter (Return).
  public static let enter = Key(.enter)
  /// Esc.
  public static let escape = Key(.escape)
  /// Tab.
  public static let tab = Key(.tab)
  /// Shift-Tab.
  public static let backTab = Key(.tab, [.shift])
  /// Backspace.
  public static let backspace = Key(.backspace)
  /// Delete.
  public static let delete = Key(.delete)
  /// Insert.
  public static let insert = Key(.insert)
  /// ↑.
  public static let up = Key(.up)
  /// ↓.
  public static let down = Key(.down)
  /// ←.
  public static let left = Key(.left)
  /// →.
  public static let right = Key(.right)
  /// Home.
  public static let home = Key(.home)
  /// End.
  public static let end = Key(.end)
  /// Page Up.
  public static let pageUp = Key(.pageUp)
  /// Page Down.
  public static let pageDown = Key(.pageDown)
  /// The keypad's centre key (Begin).
  public static let begin = Key(.begin)
  /// Control plus ←.
  public static let controlLeft = Key(.left, [.control])
  /// Control plus →.
  public static let controlRight = Key(.right, [.control])
}
