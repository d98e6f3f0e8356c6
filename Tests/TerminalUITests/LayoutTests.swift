import Testing

@testable import TerminalUI

@MainActor
@Suite("Layout")
struct LayoutTests {
  @Test("stacks place children in order; spacers push to the far edge")
  func stacks() {
    let screen = HeadlessRenderer.render(
      VStack {
        HStack {
          Text("left")
          Spacer()
          Text("right")
        }
        Text("below")
      }, width: 20, height: 3)
    #expect(screen == "left           right\nbelow\n")
  }

  @Test("text wider than its space is cut with an ellipsis")
  func truncation() {
    #expect(HeadlessRenderer.render(Text("Buy oat milk today"), width: 10, height: 1) == "Buy oat m…")
  }

  @Test("wide characters take two cells")
  func wideCharacters() {
    let screen = HeadlessRenderer.render(
      HStack(spacing: 0) {
        Text("日本")
        Text("|")
      }, width: 10, height: 1)
    #expect(screen == "日本|")
    #expect(CharacterWidth.of("日本") == 4)
    #expect(CharacterWidth.of("🚀") == 2)
    #expect(CharacterWidth.of("é") == 1)
  }

  @Test("padding and borders surround their content")
  func paddingAndBorder() {
    let boxed = Text("hi").padding(.horizontal, 1).border(title: "Box")
    // The root view fills the screen; inside a stack the box takes only what it needs.
    #expect(
      HeadlessRenderer.render(boxed, width: 12, height: 3) == "┌ Box ─────┐\n│ hi       │\n└──────────┘")
    let stacked = HeadlessRenderer.render(
      HStack {
        boxed
        Text("x")
      }, width: 12, height: 3)
    #expect(stacked == "┌ Box ┐ x\n│ hi  │\n└─────┘")
  }

  @Test("a terminal smaller than the view needs shows a clear message")
  func tooSmall() {
    let host = ViewHost(minimumSize: Size(width: 60, height: 20)) { Text("app") }
    let screen = host.render(size: Size(width: 40, height: 5)).lines.joined(separator: "\n")
    #expect(screen.contains("terminal too small (need 60×20)"))
  }

  @Test("text from data cannot smuggle escape sequences to the terminal")
  func sanitised() {
    let screen = HeadlessRenderer.render(Text("evil\u{1B}[2J\u{9B}31mtitle"), width: 30, height: 1)
    #expect(!screen.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    #expect(screen == "evil�[2J�31mtitle")
  }

  @Test("styles are visible in the styled rendering")
  func styled() {
    let screen = HeadlessRenderer.render(
      HStack {
        Text("bold").bold()
        Text("red").foregroundColor(.red)
      }, width: 10, height: 1, styled: true)
    #expect(screen == "⟦b⟧bold⟦/⟧ ⟦fg=red⟧red⟦/⟧")
  }

  @Test("wrapped text breaks at spaces, splits long words, and always ends, even one cell wide")
  func wrapping() {
    #expect(
      HeadlessRenderer.render(Text("buy oat milk tomorrow").wrapped(), width: 8, height: 4)
        == "buy oat\nmilk\ntomorrow\n")
    #expect(HeadlessRenderer.render(Text("abcdefghij").wrapped(), width: 4, height: 3) == "abcd\nefgh\nij")
    #expect(HeadlessRenderer.render(Text("日本語").wrapped(), width: 1, height: 3) == "…\n…\n…")
    #expect(TextWrapper.wrap("日本語", width: 1) == ["日", "本", "語"])
    #expect(TextWrapper.wrap("日本語", width: 3) == ["日", "本", "語"])
  }

  @Test("a text field shows the end of a long text, with the cursor after it, behind its label")
  func longTextField() {
    let long = String(repeating: "abcdefghij", count: 5_000) + "END"
    let harness = HeadlessHarness(width: 20, height: 1) { TextField("Notes", text: .constant(long)) }
    #expect(harness.screen == "Notes: bcdefghijEND")
    let narrow = HeadlessHarness(width: 12, height: 1) { TextField("Notes", text: .constant(long)) }
    #expect(narrow.screen == "cdefghijEND", "no room for the label")
    #expect(harness.styledScreen.hasSuffix("END⟦/⟧⟦u,rev⟧ ⟦/⟧"))
  }

  @Test("multi-line text keeps its line breaks; other controls in it are still replaced")
  func multiLineText() {
    #expect(
      HeadlessRenderer.render(Text("one\ntwo\r\nthree\u{1B}"), width: 10, height: 3) == "one\ntwo\nthree�")
  }

  @Test("a narrow footer shows the hints that fit whole, and always the help key")
  func narrowFooter() {
    let view = VStack {
      List(count: 3, selection: .constant(0), onSubmit: { _ in }) { Text("Row \($0)") }
        .onKey(.character("n"), hint: "new task") {}
        .onKey(.character("d"), hint: "delete") {}
      KeyHintBar()
    }
    #expect(
      HeadlessRenderer.render(view, width: 60, height: 4).hasSuffix(
        "↑↓ move  enter open  n new task  d delete  ? help"))
    #expect(
      HeadlessRenderer.render(view, width: 40, height: 4).hasSuffix("↑↓ move  enter open  n new task  ? help")
    )
    #expect(HeadlessRenderer.render(view, width: 12, height: 4).hasSuffix("\n? help"))
    #expect(HeadlessRenderer.render(view, width: 4, height: 4).hasSuffix("\n? he"))
  }
}
