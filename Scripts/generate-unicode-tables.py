#!/usr/bin/env python3
"""Generates the code point table in Sources/TerminalUI/Rendering/UnicodeTables/ —
ScalarTable+Starts.swift (where each range begins) and ScalarTable+Values.swift (each range's
properties) — from the Unicode Character Database files kept in the repository
(Data/Unicode/<version>/, see Data/Unicode/README.md); it reads nothing else.

Usage: Scripts/generate-unicode-tables.py [UCD directory]   (default Data/Unicode/17.0.0)

For every code point the table holds a width class and flags (see ScalarProperties.swift):
- East_Asian_Width: the UCD's (DerivedEastAsianWidth.txt).
- width: control (Cc); zero (Mn, Me, Cf except U+00AD and the Prepended_Concatenation_Mark
  signs, Zl, Zp, Hangul medial and final jamo: Grapheme_Cluster_Break V and T in the Hangul
  Jamo blocks — not the Kirat Rai vowel signs U+16D63, U+16D67..16D6A, which Unicode 16 gave
  Grapheme_Cluster_Break V but are spacing letters (Lo) that wcwidth, glibc and tmux give a
  cell); wide
  (East_Asian_Width W or F, unassigned code points in the blocks that default to W included);
  narrow (everything else, Prepended_Concatenation_Mark included: U+0600..0605, U+06DD … are
  visible signs that wcwidth, glibc and tmux give one cell).
- flags: East Asian Ambiguous; Extended_Pictographic; Emoji_Presentation; Emoji_Modifier;
  Emoji_Modifier_Base; Regional_Indicator; a base of an emoji-style variation sequence
  (emoji-variation-sequences.txt); a combining mark (Mn, Me); "uncertain": a code point whose
  width terminals may disagree on (unassigned, added in Unicode 9.0 or later, ambiguous,
  private use, wide outside the ranges that have been wide since Unicode 5, a
  Prepended_Concatenation_Mark, or wide in one of Unicode 15.0 and this version but not the
  other: Data/Unicode/15.0.0/extracted/DerivedEastAsianWidth.txt, the tables of many terminals).
The output is a list of range starts and one 16-bit value per range, searched by binary search.
"""
import os
import sys

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data", "Unicode")
UCD = sys.argv[1] if len(sys.argv) > 1 else os.path.join(DATA, "17.0.0")
# The East_Asian_Width of Unicode 15.0 (what many terminals' tables still follow): a code point
# whose W/F status changed since is one terminals may draw either way.
OLDER_EAST_ASIAN_WIDTH = os.path.join(DATA, "15.0.0", "extracted", "DerivedEastAsianWidth.txt")
OUT_DIR = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "TerminalUI", "Rendering", "UnicodeTables")
SIZE = 0x110000

ZERO, NARROW, WIDE, CONTROL = 0, 1, 2, 3
AMBIGUOUS, PICTOGRAPHIC, PRESENTATION, MODIFIER, MODIFIER_BASE = 4, 8, 16, 32, 64
REGIONAL, VARIATION_BASE, MARK, UNCERTAIN = 128, 256, 512, 1024

# Wide since Unicode 5 (what terminals with older wcwidth tables also draw wide).
LONG_WIDE = [(0x1100, 0x115F), (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF),
             (0x4E00, 0x9FFF), (0xA000, 0xA4CF), (0xAC00, 0xD7A3), (0xF900, 0xFAFF),
             (0xFE30, 0xFE4F), (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x20000, 0x2FFFD),
             (0x30000, 0x3FFFD)]

# The Hangul Jamo and Hangul Jamo Extended-B blocks: their Grapheme_Cluster_Break V and T code
# points are the medial vowels and final consonants (Hangul_Syllable_Type V and T) that join a
# leading consonant into one syllable block, so take no cell of their own (glibc's and
# wcwidth's ranges). Grapheme_Cluster_Break V or T elsewhere (Kirat Rai's vowel signs since
# Unicode 16) is a spacing letter measured like any other.
HANGUL_JAMO = [(0x1100, 0x11FF), (0xD7B0, 0xD7FF)]


def read(path):
    """Yields (first, last, value) for each data line of a UCD file, @missing defaults first."""
    with open(path if os.path.isabs(path) else os.path.join(UCD, path), encoding="utf-8") as file:
        lines = file.read().splitlines()
    for line in lines:
        if line.startswith("# @missing:"):
            body = line[len("# @missing:"):]
            span, value = [part.strip() for part in body.split(";")[:2]]
            first, _, last = span.partition("..")
            yield int(first, 16), int(last or first, 16), value
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [part.strip() for part in data.split(";")]
        first, _, last = fields[0].partition("..")
        if " " in first:
            continue
        yield int(first, 16), int(last or first, 16), fields[1]


def fill(values, path, convert=lambda value: value):
    for first, last, value in read(path):
        converted = convert(value)
        for code in range(first, last + 1):
            values[code] = converted


def version(text):
    major, minor = text.split(".")[:2]
    return int(major), int(minor)


def main():
    category = ["Cn"] * SIZE
    fill(category, "extracted/DerivedGeneralCategory.txt")
    width = [None] * SIZE
    fill(width, "extracted/DerivedEastAsianWidth.txt",
         lambda v: {"Ambiguous": "A", "Fullwidth": "F", "Halfwidth": "H", "Narrow": "Na",
                    "Neutral": "N", "Wide": "W"}.get(v, v))
    older_width = [None] * SIZE
    fill(older_width, OLDER_EAST_ASIAN_WIDTH,
         lambda v: {"Fullwidth": "F", "Wide": "W"}.get(v, v))
    prepended = set()
    for first, last, value in read("PropList.txt"):
        if value == "Prepended_Concatenation_Mark":
            prepended.update(range(first, last + 1))
    age = [None] * SIZE
    fill(age, "DerivedAge.txt", lambda v: None if v == "Unassigned" else version(v))
    changed = {code for code in range(SIZE)
               if age[code] is not None and age[code] <= (15, 0)
               and (width[code] in ("W", "F")) != (older_width[code] in ("W", "F"))}
    grapheme = [None] * SIZE
    fill(grapheme, "auxiliary/GraphemeBreakProperty.txt")
    emoji = [0] * SIZE
    names = {"Extended_Pictographic": PICTOGRAPHIC, "Emoji_Presentation": PRESENTATION,
             "Emoji_Modifier": MODIFIER, "Emoji_Modifier_Base": MODIFIER_BASE}
    for first, last, value in read("emoji/emoji-data.txt"):
        for code in range(first, last + 1):
            emoji[code] |= names.get(value, 0)
    with open(os.path.join(UCD, "emoji/emoji-variation-sequences.txt"), encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if data and "emoji style" in data:
                emoji[int(data.split()[0], 16)] |= VARIATION_BASE

    values = []
    for code in range(SIZE):
        gc = category[code]
        if gc == "Cc":
            value = CONTROL
        elif (gc in ("Mn", "Me", "Zl", "Zp") or (gc == "Cf" and code != 0xAD and code not in prepended)
              or (grapheme[code] in ("V", "T") and any(first <= code <= last for first, last in HANGUL_JAMO))):
            value = ZERO
        elif width[code] in ("W", "F"):
            value = WIDE
        else:
            value = NARROW
        if width[code] == "A":
            value |= AMBIGUOUS
        value |= emoji[code]
        if grapheme[code] == "Regional_Indicator":
            value |= REGIONAL
        if gc in ("Mn", "Me"):
            value |= MARK
        long_wide = any(first <= code <= last for first, last in LONG_WIDE)
        if (gc in ("Cn", "Co", "Cs") or age[code] is None or age[code] >= (9, 0)
                or width[code] == "A" or (value & 3 == WIDE and not long_wide) or code in changed
                or code in prepended):
            value |= UNCERTAIN
        values.append(value)

    starts, classes = [], []
    for code, value in enumerate(values):
        if not classes or classes[-1] != value:
            starts.append(code)
            classes.append(value)
    write(starts, classes)


def write(starts, classes):
    with open(os.path.join(UCD, "DerivedAge.txt"), encoding="utf-8") as file:
        first_line = file.readline()  # "# DerivedAge-17.0.0.txt"
    unicode_version = first_line.strip().removeprefix("# DerivedAge-").removesuffix(".txt")

    def rows(items, per_line, fmt):
        return "\n".join("    " + ", ".join(fmt(item) for item in items[i:i + per_line]) + ","
                         for i in range(0, len(items), per_line))

    header = f"""// Generated by Scripts/generate-unicode-tables.py from the Unicode Character Database
// {unicode_version} in Data/Unicode/{unicode_version} (DerivedGeneralCategory, DerivedEastAsianWidth,
// DerivedAge, PropList, GraphemeBreakProperty, emoji-data, emoji-variation-sequences). Do not edit.
// swift-format-ignore-file
"""
    files = {
        "ScalarTable+Starts.swift": f"""{header}
extension ScalarProperties {{
  /// The Unicode version the table was generated from.
  static let unicodeVersion = "{unicode_version}"

  /// The first code point of each range of code points with equal properties (their values
  /// are ``rangeValues``, in ScalarTable+Values.swift).
  static let rangeStarts: [UInt32] = [
{rows(starts, 10, lambda v: f"0x{v:05X}")}
  ]
}}
""",
        "ScalarTable+Values.swift": f"""{header}
extension ScalarProperties {{
  /// The properties of each range that ``rangeStarts`` begins (see ``ScalarProperties``).
  static let rangeValues: [UInt16] = [
{rows(classes, 14, lambda v: f"0x{v:03X}")}
  ]
}}
""",
    }
    os.makedirs(OUT_DIR, exist_ok=True)
    for name, text in files.items():
        with open(os.path.join(OUT_DIR, name), "w", encoding="utf-8") as out:
            out.write(text)
    print(f"{len(starts)} ranges, Unicode {unicode_version} -> {os.path.relpath(OUT_DIR)}")


if __name__ == "__main__":
    main()
