/// How many terminal cells text takes, per extended grapheme cluster (Swift's `Character`),
/// from tables generated from the Unicode Character Database (``unicodeVersion``, kept in the
/// repository's `Data/Unicode`).
///
/// The rules, and where each comes from:
/// - **Clusters**: UAX #29 as Swift's `Character` implements it (6.3: Unicode 17 data, with the
///   Indic conjunct rule GB9c for the six linkers of Unicode 15.1; the linkers Unicode 17
///   added — Myanmar, Khmer, Balinese … — break there, which changes no width).
/// - **Two cells**: East_Asian_Width Wide or Fullwidth (UAX #11, `DerivedEastAsianWidth.txt`).
/// - **No cell**: controls (Cc); nonspacing and enclosing marks (Mn, Me); format characters
///   (Cf) but U+00AD and the Prepended_Concatenation_Mark signs; U+2028/U+2029; Hangul medial
///   and final jamo (Grapheme_Cluster_Break V and T in the Hangul Jamo blocks) —
///   `DerivedGeneralCategory.txt`, `GraphemeBreakProperty.txt`, as wcwidth and glibc do.
/// - **One cell**: everything else, East Asian Ambiguous included; spacing marks (Mc); the
///   Kirat Rai vowel signs (U+16D63, U+16D67–U+16D6A: Grapheme_Cluster_Break V since Unicode
///   16, but spacing letters); and the Prepended_Concatenation_Mark signs (`PropList.txt`:
///   U+0600–U+0605, U+06DD, U+070F …): visible signs that wcwidth, glibc and tmux give one cell.
/// - **A cluster** takes its scalars' cells added up (an Indic spacing mark adds a cell: `कि`
///   is 2), except where an emoji sequence is drawn as one picture (UTS #51, `emoji-data.txt`,
///   `emoji-variation-sequences.txt`): an emoji-style variation sequence (U+FE0F after a valid
///   base, keycaps included) takes 2, an emoji modifier after a modifier base adds nothing
///   beyond 2, an emoji ZWJ sequence takes the width of its first emoji, and a
///   regional-indicator pair (a flag) takes 2.
///
/// Documentation/Terminal.md lists where terminals differ and what each choice follows.
public enum CharacterWidth {
  /// The Unicode version of the width tables.
  public static let unicodeVersion = ScalarProperties.unicodeVersion

  /// The cells one grapheme cluster takes.
  public static func of(_ character: Character) -> Int {
    if let byte = asciiByte(character) { return byte >= 0x20 && byte < 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.index(after: scalars.startIndex) == scalars.endIndex { return of(first) }
    var total = 0
    // The scalar before, when it was counted (not joined into an emoji already counted).
    var counted: ScalarProperties?
    // Whether an emoji (with its variation selector, modifier or tags) came last: a ZWJ
    // then joins the next emoji into the same picture.
    var afterEmoji = false
    var joining = false
    for scalar in scalars {
      let properties = ScalarProperties(scalar)
      let base = counted
      counted = nil
      if joining, properties.isExtendedPictographic {
        joining = false
        afterEmoji = true
        continue
      }
      joining = false
      if scalar.value == 0xFE0F || scalar.value == 0xFE0E || (0xE0020...0xE007F).contains(scalar.value) {
        // Emoji presentation makes a text-default base two cells wide.
        if scalar.value == 0xFE0F, let base, base.isEmojiVariationBase, base.width == 1 { total += 1 }
      } else if scalar.value == 0x200D {
        joining = afterEmoji
      } else if properties.isEmojiModifier, afterEmoji {
        if let base, base.isEmojiModifierBase, base.width == 1 { total += 1 }
      } else {
        afterEmoji = properties.isExtendedPictographic
        counted = properties
        total += width(of: scalar, properties)
      }
    }
    return total
  }

  /// The cells one scalar takes on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    width(of: scalar, ScalarProperties(scalar))
  }

  private static func width(of scalar: Unicode.Scalar, _ properties: ScalarProperties) -> Int {
    // An emoji newer than the table: what the standard library knows of it. East Asian
    // Ambiguous scalars (box drawing, blocks: a border or a scrollbar in every frame) are
    // never emoji presentation, which is Wide, so the library is not asked about them.
    if properties.isUncertain, !properties.isAmbiguous, scalar.properties.generalCategory != .unassigned,
      scalar.properties.age.map({ $0.major > 15 }) == true, scalar.properties.isEmojiPresentation
    {
      return 2
    }
    return properties.width
  }

  /// The cells `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, the common case, is one cell a byte.
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { return text.reduce(0) { $0 + of($1) } }
      count += 1
    }
    return count
  }

  /// The byte of a one-byte (ASCII) character, nil for any other.
  @inline(__always)
  static func asciiByte(_ character: Character) -> UInt8? {
    let utf8 = character.utf8
    return utf8.count == 1 ? utf8.first : nil
  }

  /// Whether terminals may draw `character` with a different width than ``of(_:)-(Character)``
  /// says (emoji, ambiguous, new or multi-scalar clusters beyond a base and combining marks):
  /// the frame encoder places the cursor explicitly after such a cluster.
  public static func mayDisagree(_ character: Character) -> Bool {
    if asciiByte(character) != nil { return false }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return false }
    let properties = ScalarProperties(first)
    if properties.width == 0 { return scalars.next() != nil }
    if properties.isUncertain || properties.isExtendedPictographic || properties.isRegionalIndicator {
      return true
    }
    while let scalar = scalars.next() {
      let mark = ScalarProperties(scalar)
      if !mark.isMark || mark.isUncertain || (0xFE00...0xFE0F).contains(scalar.value)
        || scalar.value == 0x20E3
      {
        return true
      }
    }
    return false
  }

  /// `text` cut to at most `width` cells, ending in `…` when it was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let cells = of(character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    return result + "…"
  }
}
