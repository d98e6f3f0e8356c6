import Testing

@testable import TerminalUI

/// How a table shares its width among its columns (``TableLayout``), without drawing.
@Suite("Table column widths")
struct TableLayoutTests {
  func flexible(title: Int = 5, min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> TableColumnDemand {
    TableColumnDemand(width: .flexible(min: min, ideal: ideal, max: max), titleWidth: title)
  }

  func fit(title: Int = 3, content: Int, min: Int? = nil, max: Int? = nil) -> TableColumnDemand {
    TableColumnDemand(width: .fit(min: min, max: max), titleWidth: title, contentWidth: content)
  }

  @Test("fixed columns keep their width; one flexible column takes the rest (spacing 1)")
  func fixedAndFlexible() {
    let columns = [flexible(), TableColumnDemand(width: .fixed(10), titleWidth: 3)]
    #expect(TableLayout.widths(columns, in: 40) == [29, 10])
  }

  @Test("a fit column is as wide as its widest cell or its title, within its maximum")
  func fitting() {
    #expect(TableLayout.widths([flexible(), fit(content: 12)], in: 40) == [27, 12])
    #expect(TableLayout.widths([flexible(), fit(title: 8, content: 4)], in: 40) == [31, 8])
    #expect(TableLayout.widths([flexible(), fit(content: 30, max: 10)], in: 40) == [29, 10])
  }

  @Test(
    "flexible columns share evenly, the leading ones taking the odd cells; max caps, the rest goes to others")
  func sharing() {
    #expect(TableLayout.widths([flexible(), flexible(), flexible()], in: 32) == [10, 10, 10])
    #expect(TableLayout.widths([flexible(), flexible(), flexible()], in: 33) == [11, 10, 10])
    #expect(TableLayout.widths([flexible(max: 6), flexible(), flexible()], in: 32) == [6, 12, 12])
  }

  @Test("ideal widths are met before the columns grow evenly")
  func ideals() {
    // Minimums 5 + 5, the ideal's 15 more, then the 4 left shared.
    #expect(TableLayout.widths([flexible(), flexible(ideal: 20)], in: 30) == [7, 22])
    #expect(TableLayout.widths([flexible(), flexible(ideal: 20, max: 20)], in: 30) == [9, 20])
    // Room for less than the ideal: the ideal column grows as far as it can, the other keeps its minimum.
    #expect(TableLayout.widths([flexible(), flexible(ideal: 20)], in: 20) == [5, 14])
  }

  @Test("space left when every column is capped stays blank")
  func capped() {
    #expect(
      TableLayout.widths([TableColumnDemand(width: .fixed(4), titleWidth: 1), fit(content: 5)], in: 40) == [
        4, 5,
      ])
  }

  @Test(
    "a narrow table keeps the minimums from the leading edge; the last column shown is narrower, the rest get none"
  )
  func narrow() {
    let columns = [
      flexible(title: 8), TableColumnDemand(width: .fixed(6), titleWidth: 3), fit(title: 5, content: 10),
    ]
    // Minimums 8 + 6 + 5 and two gaps need 21 cells.
    #expect(TableLayout.widths(columns, in: 21) == [8, 6, 5])
    #expect(TableLayout.widths(columns, in: 18) == [8, 6, 2])
    #expect(TableLayout.widths(columns, in: 12) == [8, 3, 0])
    #expect(TableLayout.widths(columns, in: 0) == [0, 0, 0])
  }

  @Test("explicit minimums hold even below the title's width")
  func minimums() {
    #expect(
      TableLayout.widths([flexible(title: 10, min: 2), fit(title: 10, content: 3, min: 1)], in: 4) == [2, 1])
  }
}
