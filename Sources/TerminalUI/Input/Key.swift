/// A key press, decoded from terminal input: which key, and the modifiers held with it.
///
/// Every key can carry modifiers, so Shift-↑, Alt-Enter, Ctrl-Delete or Ctrl-Shift-F5 can be
/// bound like any other key. The short spellings read as before:
///
/// ```swift
/// let keys: [Key] = [
///   .character("n"),  // n (a character that types text: Shift is already in it, "N")
///   .control("r"),  // Ctrl-R
///   .alt("x"),  // Alt-X
///   .backTab,  // Shift-Tab
///   .controlLeft,  // Ctrl-←
///   Key(.up, [.shift]),  // Shift-↑
///   Key.function(13, [.control]),  // Ctrl-F13
/// ]
/// ```
///
/// A key that types text has no Shift in its modifiers: Shift-a arrives as `.character("A")`.
public struct Key: Hashable, Sendable, CustomStringConvertible {
  /// Which key, without its modifiers.
  public enum Code: Hashable, Sendable {
    /// A key that types a character (for Ctrl and Alt combinations: the character's key).
    case character(Character)
    /// Editing keys.
    case enter, escape, tab, backspace, delete, insert
    /// Cursor keys.
    case up, down, left, right, home, end, pageUp, pageDown
    /// The keypad's centre key, its 5 when it moves the cursor (terminfo's `kb2`, X's
    /// `KP_Begin`).
    case begin
    /// A function key, F1 to F35.
    case function(Int)
    /// Text pasted with bracketed paste.
    case paste(String)
  }

  /// The modifier keys held with a key. Super is reported only by terminals that speak the
  /// kitty keyboard protocol.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits.
    public let rawValue: UInt8
    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Meta, Option).
    public static let alt = Modifiers(rawValue: 2)
    /// Control.
    public static let control = Modifiers(rawValue: 4)
    /// Super (the Windows or Command key), reported by the kitty keyboard protocol.
    public static let `super` = Modifiers(rawValue: 8)

    /// The modifiers of an xterm-style parameter (`CSI 1 ; m A`): `m - 1` is a bit mask of
    /// Shift (1), Alt (2), Ctrl (4) and Super (8); Hyper, Meta and lock bits are ignored.
    public init(parameter: Int) {
      self.init(rawValue: UInt8(truncatingIfNeeded: max(0, parameter - 1) & 0x0F))
    }
  }

  /// Which key.
  public var code: Code
  /// The modifiers held with it.
  public var modifiers: Modifiers

  /// `code` with `modifiers`.
  public init(_ code: Code, _ modifiers: Modifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  /// This key with `extra` modifiers held as well.
  public func adding(_ extra: Modifiers) -> Key { Key(code, modifiers.union(extra)) }

  /// The character this key types into a text field: a character key with no Ctrl, Alt or
  /// Super held; nil for everything else.
  public var typedCharacter: Character? {
    guard case .character(let character) = code, modifiers.subtracting(.shift).isEmpty else { return nil }
    return character
  }

  /// The text of a bracketed paste; nil for every other key.
  public var pastedText: String? {
    guard case .paste(let text) = code else { return nil }
    return text
  }

  /// How the key is written in the footer and help: `ctrl-alt-x`, `shift-↑`, `F13`.
  public var description: String {
    var prefix = ""
    if modifiers.contains(.super) { prefix += "super-" }
    if modifiers.contains(.control) { prefix += "ctrl-" }
    if modifiers.contains(.alt) { prefix += "alt-" }
    if modifiers.contains(.shift) { prefix += "shift-" }
    return prefix + code.name
  }
}

extension Key.Code {
  /// The key's name without modifiers.
  var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
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
    case .begin: "begin"
    case .function(let number): "F\(number)"
    case .paste: "paste"
    }
  }
}
