extension PseudoTerminal {
  /// The control sequences in `output` that a renderer drawing sanitised text never sends,
  /// each described as one line: every escape other than a CSI sequence (`ESC [` …, e.g.
  /// OSC `ESC ]` that sets the title or writes the clipboard), BEL and the other C0
  /// controls but CR, LF and BS, DEL, and the C1 controls (U+0080–U+009F, which terminals
  /// may obey as `CSI` and friends even in UTF-8). Empty when `output` is safe.
  ///
  /// ```swift
  /// #expect(PseudoTerminal.injectedControls(in: terminal.output).isEmpty)
  /// ```
  public static func injectedControls(in output: [UInt8]) -> [String] {
    var found: [String] = []
    let scalars = Array(String(decoding: output, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      let value = scalars[index].value
      defer { index += 1 }
      if value == 0x1B {
        guard index + 1 < scalars.count, scalars[index + 1] == "[" else {
          let next = index + 1 < scalars.count ? String(scalars[index + 1]) : "end"
          found.append("ESC followed by \(next.debugDescription) at \(index)")
          continue
        }
        // Skip the CSI sequence: parameters and intermediates, then one final byte.
        index += 2
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
          found.append("unterminated CSI at \(index)")
        }
      } else if (value < 0x20 && ![0x0A, 0x0D, 0x08].contains(value)) || (0x7F...0x9F).contains(value) {
        found.append("control U+\(String(value, radix: 16, uppercase: true)) at \(index)")
      }
    }
    return found
  }
}
