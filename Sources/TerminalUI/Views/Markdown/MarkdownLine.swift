/// How a run of Markdown text looks: a theme role (nil: the text's own style) and attributes
/// added on top (bold for strong, italic for emphasis, underline for a link).
struct MarkdownSpanStyle: Hashable, Sendable {
  var role: ThemeRole?
  var attributes = Style()
}

/// Text in one look, on one laid-out line.
struct MarkdownRun: Equatable, Sendable {
  var text: String
  var style: MarkdownSpanStyle
}

/// A line of a laid-out Markdown document: its runs, left to right.
typealias MarkdownLine = [MarkdownRun]

/// Breaks styled characters into lines of at most a width, by display width: after the last
/// space that fits, or inside a word longer than a line; a `\n` always breaks.
enum MarkdownWrapper {
  typealias Piece = (character: Character, style: MarkdownSpanStyle)

  static func wrap(_ pieces: [Piece], width: Int) -> [MarkdownLine] {
    let width = max(width, 1)
    var lines: [[Piece]] = []
    var current: [Piece] = []
    var used = 0
    var lastSpace: Int?
    func endLine(_ line: [Piece]) {
      var line = line
      while line.last?.character == " " { line.removeLast() }
      lines.append(line)
    }
    for piece in pieces {
      if piece.character == "\n" {
        endLine(current)
        (current, used, lastSpace) = ([], 0, nil)
        continue
      }
      let cells = CharacterWidth.of(piece.character)
      if used + cells > width, !current.isEmpty {
        if piece.character == " " {
          endLine(current)
          (current, used, lastSpace) = ([], 0, nil)
          continue
        }
        if let space = lastSpace {
          let carried = Array(current[(space + 1)...])
          endLine(Array(current[..<space]))
          (current, used, lastSpace) = (
            carried, carried.reduce(0) { $0 + CharacterWidth.of($1.character) }, nil
          )
        } else {
          endLine(current)
          (current, used, lastSpace) = ([], 0, nil)
        }
      }
      // A wrapped line does not start with the space it wrapped at.
      if piece.character == " ", current.isEmpty, !lines.isEmpty { continue }
      current.append(piece)
      used += cells
      if piece.character == " " { lastSpace = current.count - 1 }
    }
    endLine(current)
    return lines.map(runs)
  }

  /// `line` cut every `width` cells, spaces kept (code).
  static func hardWrap(_ line: String, width: Int, style: MarkdownSpanStyle) -> [MarkdownLine] {
    let width = max(width, 1)
    var lines: [MarkdownLine] = []
    var current = ""
    var used = 0
    for character in line {
      let cells = CharacterWidth.of(character)
      if used + cells > width, !current.isEmpty {
        lines.append([MarkdownRun(text: current, style: style)])
        (current, used) = ("", 0)
      }
      current.append(character)
      used += cells
    }
    lines.append(current.isEmpty ? [] : [MarkdownRun(text: current, style: style)])
    return lines
  }

  /// Neighbouring pieces in the same look, as runs.
  static func runs(_ pieces: [Piece]) -> MarkdownLine {
    var runs: MarkdownLine = []
    for piece in pieces {
      if runs.last?.style == piece.style {
        runs[runs.count - 1].text.append(piece.character)
      } else {
        runs.append(MarkdownRun(text: String(piece.character), style: piece.style))
      }
    }
    return runs
  }
}
