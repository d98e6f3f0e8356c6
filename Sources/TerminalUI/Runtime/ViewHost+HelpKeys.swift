extension ViewHost {
  /// The keys of the help overlay: Esc, `?`, F1, Enter and `q` close it; ↑↓ (`k`/`j`), PgUp/PgDn
  /// (Space), Home/End (`g`/`G`) scroll it when it is longer than the screen; other keys do
  /// nothing.
  func routeToHelp(_ key: Key) -> Bool {
    let page = max(1, (lastRenderedSize?.height ?? 8) - 6)
    switch key {
    case _ where Keymap.helpKeys(in: self).contains(key):
      showsHelp = false
      return true
    case .escape, .function(1), .enter, .character("q"):
      showsHelp = false
      return true
    case .up, .character("k"): return scrollHelp(by: -1)
    case .down, .character("j"): return scrollHelp(by: 1)
    case .pageUp, .character("b"): return scrollHelp(by: -page)
    case .pageDown, .character(" "): return scrollHelp(by: page)
    case .home, .character("g"): return scrollHelp(by: -helpOffset)
    case .end, .character("G"): return scrollHelp(by: helpMaxOffset - helpOffset)
    default: return false
    }
  }

  /// Scrolls the help overlay `lines` down (up if negative), within what it holds; whether it
  /// moved.
  func scrollHelp(by lines: Int) -> Bool {
    let offset = min(max(0, helpOffset + lines), helpMaxOffset)
    guard offset != helpOffset else { return false }
    helpOffset = offset
    return true
  }
}
