/// Where each line of a text starts, as UTF-8 offsets: the editor's line index.
///
/// An edit updates it from the edit alone — the lines it removed and the line breaks it
/// inserted, the later starts shifted — so a keystroke in a 1 MB text costs a shift of the
/// starts after it (a few thousand integers), never a scan of the text.
struct TextLines: Equatable {
  /// The UTF-8 offset of each line's first byte; the first is always 0.
  private(set) var starts: [Int] = [0]
  /// The text's length in UTF-8 bytes.
  private(set) var length = 0

  /// The index of `text`.
  init(_ text: String) {
    length = text.utf8.count
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == 0x0A { starts.append(offset) }
    }
  }

  /// How many lines there are (an empty text, and a text ending in a line break, end with an
  /// empty line).
  var count: Int { starts.count }

  /// The byte range of line `index`, without its line break.
  func range(ofLine index: Int) -> Range<Int> {
    let end = index + 1 < starts.count ? starts[index + 1] - 1 : length
    return starts[index]..<end
  }

  /// The line holding the byte at `offset` (a line break belongs to the line it ends).
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Takes in an edit: the bytes `removed` replaced by `inserted` (whose line breaks are at
  /// `breaks`, offsets within it).
  mutating func replace(_ removed: Range<Int>, insertedLength: Int, breaks: [Int]) {
    let delta = insertedLength - removed.count
    let first = line(containing: removed.lowerBound)
    // Lines that started inside the removed bytes are gone.
    var last = first
    while last + 1 < starts.count, starts[last + 1] <= removed.upperBound { last += 1 }
    let added = breaks.map { removed.lowerBound + $0 + 1 }
    starts.replaceSubrange((first + 1)..<(last + 1), with: added)
    let shiftFrom = first + 1 + added.count
    if delta != 0 {
      for index in shiftFrom..<starts.count { starts[index] += delta }
    }
    length += delta
  }
}

extension String {
  /// The offsets of the line breaks in this text.
  var lineBreakOffsets: [Int] {
    var breaks: [Int] = []
    var offset = 0
    for byte in utf8 {
      if byte == 0x0A { breaks.append(offset) }
      offset += 1
    }
    return breaks
  }
}
