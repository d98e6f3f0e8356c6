/// Something the terminal reports from the keyboard or the mouse.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A mouse click, release, drag or wheel turn (only while mouse reporting is on).
  case mouse(MouseEvent)
}

/// A mouse report, decoded from SGR (1006), urxvt (1015) or X10 mouse encoding.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// A button went down, came up, or moved while held; the pointer moved with none held.
    case press, release, drag, move
    /// A wheel step.
    case scrollUp, scrollDown, scrollLeft, scrollRight
  }

  /// Which button: `left`, `middle`, `right`, or the extra buttons 8–11 as `other(8)`…
  public enum Button: Hashable, Sendable {
    /// The usual buttons, or none (a wheel step, a move).
    case left, middle, right, none
    /// An extra button, 8 to 11.
    case other(Int)
  }

  /// What the mouse did.
  public var action: Action
  /// The button pressed, released or held while dragging (`none` for a wheel or a move,
  /// and for a release in encodings that do not say which button was released).
  public var button: Button
  /// The cell's column, zero-based.
  public var column: Int
  /// The cell's row, zero-based.
  public var row: Int
  /// Modifier keys held (Shift, Alt, Ctrl as the terminal reports them).
  public var modifiers: Key.Modifiers

  /// A mouse event at (`column`, `row`), zero-based.
  public init(
    _ action: Action, button: Button = .left, column: Int, row: Int, modifiers: Key.Modifiers = []
  ) {
    self.action = action
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }

  /// Whether this is a wheel turn.
  public var isScroll: Bool {
    switch action {
    case .scrollUp, .scrollDown, .scrollLeft, .scrollRight: true
    default: false
    }
  }
}

extension MouseEvent {
  /// Decodes xterm's button byte `code` (the first parameter of a report, without X10's
  /// offset of 32) for a report at 1-based (`x`, `y`); `released` for SGR's final `m`.
  init?(code: Int, x: Int, y: Int, released: Bool) {
    guard code >= 0, x >= 1, y >= 1 else { return nil }
    var modifiers: Key.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: Button
    switch (code & 128 != 0, low) {
    case (true, _): button = .other(8 + low)
    case (false, 0): button = .left
    case (false, 1): button = .middle
    case (false, 2): button = .right
    default: button = .none
    }
    let action: Action
    if code & 64 != 0 {
      action = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
      self.init(action, button: .none, column: x - 1, row: y - 1, modifiers: modifiers)
      return
    } else if code & 32 != 0 {
      action = button == .none ? .move : .drag
    } else {
      action = released || button == .none ? .release : .press
    }
    self.init(action, button: button, column: x - 1, row: y - 1, modifiers: modifiers)
  }
}

extension InputDecoder {
  /// An SGR (1006) report's parameters after `<`: `code ; x ; y`, final `M` (press, drag,
  /// wheel) or `m` (release). Nil when malformed.
  static func sgrMouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
    guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), let fields = CSIParameters(parameters),
      fields.fields.count == 3
    else { return nil }
    return MouseEvent(
      code: fields.value(0), x: fields.value(1), y: fields.value(2), released: final == UInt8(ascii: "m"))
  }
}
