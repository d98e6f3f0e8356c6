extension Color {
  /// This colour as the terminal can show it: the nearest 256-palette or standard colour when
  /// it has fewer colours, nil when it shows none.
  func downgraded(to colors: TerminalCapabilities.Colors) -> Color? {
    switch (self, colors) {
    case (_, .none): return nil
    case (.rgb, .palette256): return .palette(nearestPaletteIndex(in: 16..<256))
    case (.rgb, .ansi16), (.palette, .ansi16):
      if case .palette(let index) = self, index < 16 { return Color.standard[Int(index)] }
      return Color.standard[Int(nearestPaletteIndex(in: 0..<16))]
    default: return self
    }
  }

  /// The colour's red, green and blue (xterm's defaults for the palette).
  var components: (red: Int, green: Int, blue: Int) {
    switch self {
    case .rgb(let red, let green, let blue): return (Int(red), Int(green), Int(blue))
    case .palette(let index): return Color.paletteComponents(Int(index))
    default: return Color.paletteComponents(Color.standard.firstIndex(of: self) ?? 0)
    }
  }

  private func nearestPaletteIndex(in range: Range<Int>) -> UInt8 {
    let (red, green, blue) = components
    var best = range.lowerBound
    var bestDistance = Int.max
    for index in range {
      let candidate = Color.paletteComponents(index)
      // Weighted for how the eye sees the three primaries.
      let distance =
        2 * (candidate.red - red) * (candidate.red - red) + 4 * (candidate.green - green)
        * (candidate.green - green)
        + 3 * (candidate.blue - blue) * (candidate.blue - blue)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return UInt8(best)
  }

  /// xterm's default palette: 16 standard colours, a 6×6×6 cube and 24 grays.
  static func paletteComponents(_ index: Int) -> (red: Int, green: Int, blue: Int) {
    switch index {
    case 0..<16:
      let standard = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      return standard[index]
    case 16..<232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let gray = 8 + (index - 232) * 10
      return (gray, gray, gray)
    }
  }
}
