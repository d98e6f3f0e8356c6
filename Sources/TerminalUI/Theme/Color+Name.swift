extension Color {
  /// The colour a name stands for, as a theme file writes it: one of the 16 standard colours
  /// (`red`, `brightBlue`, `bright-blue`, `gray`), a 256-colour palette index (`208`), or
  /// 24-bit `#rrggbb`. Nil for anything else.
  ///
  /// ```swift
  /// let accent = Color(name: "#3366ff")  // .rgb(0x33, 0x66, 0xff)
  /// ```
  public init?(name: String) {
    let key = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(
      of: "_", with: "")
    let names: [String: Color] = [
      "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "magenta": .magenta,
      "cyan": .cyan, "white": .white, "gray": .brightBlack, "grey": .brightBlack, "brightblack": .brightBlack,
      "brightred": .brightRed, "brightgreen": .brightGreen, "brightyellow": .brightYellow,
      "brightblue": .brightBlue, "brightmagenta": .brightMagenta, "brightcyan": .brightCyan,
      "brightwhite": .brightWhite,
    ]
    if let color = names[key] {
      self = color
    } else if let index = UInt8(key), String(index) == key {
      self = .palette(index)
    } else if key.hasPrefix("#"), key.count == 7, key.dropFirst().allSatisfy(\.isHexDigit),
      let value = UInt32(key.dropFirst(), radix: 16)
    {
      self = .rgb(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    } else {
      return nil
    }
  }
}
