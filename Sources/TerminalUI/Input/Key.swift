/// A key press, decoded from terminal input.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character.
  case character(Character)
  /// Control plus a letter (Ctrl-C is `.control("c")`).
  case control(Character)
  /// Alt (Meta) plus a character.
  case alt(Character)
  case enter, escape, tab, backTab, backspace, delete, insert
  case up, down, left, right, home, end, pageUp, pageDown
  /// Control plus an arrow.
  case controlLeft, controlRight, controlUp, controlDown
  /// A function key, F1 to F12.
  case function(Int)
  /// Text pasted with bracketed paste.
  case paste(String)

  /// A printable character, written as a string literal: `.char("n")`.
  public static func char(_ character: Character) -> Key { .character(character) }

  /// How the key is written in the footer and help.
  public var description: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .control(let character): "ctrl-\(character)"
    case .alt(let character): "alt-\(character)"
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .backspace: "backspace"
    case .delete: "del"
    case .insert: "ins"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .controlLeft: "ctrl-←"
    case .controlRight: "ctrl-→"
    case .controlUp: "ctrl-↑"
    case .controlDown: "ctrl-↓"
    case .function(let number): "F\(number)"
    case .paste: "paste"
    }
  }
}
