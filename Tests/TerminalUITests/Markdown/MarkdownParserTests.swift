import Testing

@testable import TerminalUI

/// The Markdown subset read into blocks and spans, case by case (CommonMark's examples for
/// each construct the subset has).
@Suite("Markdown parser")
struct MarkdownParserTests {
  @Test("headings: # to ######, closing hashes dropped, underlined with = and -; seven # is text")
  func headings() {
    #expect(
      MarkdownParser.parse("# One #\n## Two\n###### Six\n####### Seven\nTitle\n===\nSub\n---") == [
        .heading(level: 1, [.text("One")]), .heading(level: 2, [.text("Two")]),
        .heading(level: 6, [.text("Six")]),
        .heading(level: 1, [.text("####### Seven Title")]), .heading(level: 2, [.text("Sub")]),
      ])
  }

  @Test("emphasis and strong, with * and _, nested, and the rule of three")
  func emphasis() {
    #expect(
      MarkdownInlineParser.parse("*em* **strong** _em_ __strong__") == [
        .emphasis([.text("em")]), .text(" "), .strong([.text("strong")]), .text(" "),
        .emphasis([.text("em")]),
        .text(" "), .strong([.text("strong")]),
      ])
    #expect(MarkdownInlineParser.parse("***both***") == [.emphasis([.strong([.text("both")])])])
    #expect(
      MarkdownInlineParser.parse("**bold *and em* here**") == [
        .strong([.text("bold "), .emphasis([.text("and em")]), .text(" here")])
      ])
    #expect(
      MarkdownInlineParser.parse("snake_case_name and 2 * 3 * 4") == [.text("snake_case_name and 2 * 3 * 4")])
    #expect(MarkdownInlineParser.parse("*unclosed and **also") == [.text("*unclosed and **also")])
    #expect(
      MarkdownInlineParser.parse("*foo**bar**baz*") == [
        .emphasis([.text("foo"), .strong([.text("bar")]), .text("baz")])
      ])
  }

  @Test("code spans keep their text as written; backslash escapes; links and autolinks")
  func codeAndLinks() {
    #expect(
      MarkdownInlineParser.parse("`a *b* c` and `` x ` y ``") == [
        .code("a *b* c"), .text(" and "), .code("x ` y"),
      ])
    #expect(MarkdownInlineParser.parse(#"\*not em\* \_ \\"#) == [.text(#"*not em* _ \"#)])
    #expect(
      MarkdownInlineParser.parse("see [the *docs*](https://example.com \"Docs\") now") == [
        .text("see "), .link([.text("the "), .emphasis([.text("docs")])], url: "https://example.com"),
        .text(" now"),
      ])
    #expect(
      MarkdownInlineParser.parse("<https://swift.org> or <ada@example.com> or <not a link>") == [
        .link([.text("https://swift.org")], url: "https://swift.org"), .text(" or "),
        .link([.text("ada@example.com")], url: "mailto:ada@example.com"), .text(" or <not a link>"),
      ])
    #expect(
      MarkdownInlineParser.parse("![a cat](cat.png) [unclosed](") == [
        .link([.text("a cat")], url: "cat.png"), .text(" [unclosed]("),
      ])
  }

  @Test("paragraph lines join with a space; two spaces or a backslash at a line's end break it")
  func breaks() {
    #expect(
      MarkdownParser.parse("one\ntwo  \nthree\\\nfour\n\nnext") == [
        .paragraph([.text("one two"), .lineBreak, .text("three"), .lineBreak, .text("four")]),
        .paragraph([.text("next")]),
      ])
  }

  @Test("code blocks: fenced with ``` or ~~~ (their text untouched), and indented")
  func codeBlocks() {
    #expect(
      MarkdownParser.parse("```swift\nlet a = *b*\n\n  indented\n```\n    four\n    spaces\n~~~\nx\n") == [
        .code(["let a = *b*", "", "  indented"]), .code(["four", "spaces"]), .code(["x"]),
      ])
  }

  @Test("lists: bullets and numbers, continuation lines, nesting by indentation, a blank line between items")
  func lists() {
    #expect(
      MarkdownParser.parse("- one\n  still one\n- two\n  - nested\n\n- three\n\n1. first\n2) other\n3. third")
        == [
          .list(
            ordered: false, start: 0,
            items: [
              [.paragraph([.text("one still one")])],
              [
                .paragraph([.text("two")]),
                .list(ordered: false, start: 0, items: [[.paragraph([.text("nested")])]]),
              ],
              [.paragraph([.text("three")])],
            ]),
          .list(ordered: true, start: 1, items: [[.paragraph([.text("first")])]]),
          .list(ordered: true, start: 2, items: [[.paragraph([.text("other")])]]),
          .list(ordered: true, start: 3, items: [[.paragraph([.text("third")])]]),
        ])
  }

  @Test("quotes hold blocks, continue lazily; rules; a 2. inside a paragraph is text")
  func quotesAndRules() {
    #expect(
      MarkdownParser.parse("> # Quoted\n> text\nlazy\n\n***\nYear\n2. not a list") == [
        .quote([.heading(level: 1, [.text("Quoted")]), .paragraph([.text("text lazy")])]), .rule,
        .paragraph([.text("Year 2. not a list")]),
      ])
  }

  @Test("control characters and escape sequences in the source become �; tabs indent as four spaces")
  func controls() {
    #expect(
      MarkdownParser.parse("red \u{1B}[31mtext\u{7}\u{9B}2J") == [
        .paragraph([.text("red \u{FFFD}[31mtext\u{FFFD}\u{FFFD}2J")])
      ])
    #expect(MarkdownParser.parse("\tcode") == [.code(["code"])])
  }
}
