import SwitchyardTesting
import TerminalUI
import Testing

struct Fruit: Identifiable {
  let id: Int
  let name: String
}

/// Layout and composition, drawn headlessly and compared with recorded screens
/// (`SNAPSHOT_RECORD=1 swift test` re-records).
@MainActor
@Suite("Layout snapshots")
struct LayoutSnapshotTests {
  @Test func wideCharacters() {
    assertSnapshot(
      of: VStack {
        Text("日本語のテキスト|")
        Text("emoji 🚀✅🎉|")
        Text("combining e\u{301}a\u{308}|")
        Text("한국어 ｶﾀｶﾅ|")
        Text("日本語日本語日本語日本語")
        HStack(spacing: 0) {
          Text("日本").border()
          Text("ab").border()
        }
      }, width: 20, height: 8, named: "wide-characters")
  }

  @Test func zStackAndOverlay() {
    assertSnapshot(
      of: VStack {
        ZStack(alignment: .bottomTrailing) {
          Text("one two three\nfour five six")
          Text("X")
        }
        Text("background text here").overlay(alignment: .center) { Text("MID") }
        Text("日本語日本語").overlay(alignment: .leading) { Text("a") }
      }, width: 20, height: 4, named: "zstack-overlay")
  }

  @Test func frames() {
    assertSnapshot(
      of: VStack {
        Text("center").frame(width: 12, alignment: .center).border()
        Text("trailing").frame(width: 12, alignment: .trailing).border()
        Text("too long for it").frame(maxWidth: 8).border()
        Text("min").frame(minWidth: 9, minHeight: 2).border()
        Text("fill").frame(maxWidth: .max, alignment: .trailing).border()
      }, width: 20, height: 16, named: "frames")
  }

  @Test func bordersAndColours() {
    assertSnapshot(
      of: VStack {
        Text("body").border(title: "A title far too long for the box", color: .blue, bold: true)
        Text("on red").foregroundColor(.white).backgroundColor(.red)
        Text("dim box").padding(.horizontal, 2).border().style(Style(dim: true))
      }, width: 16, height: 7, named: "borders-colours", styled: true)
  }

  @Test func builderAndForEach() {
    let fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "plum")]
    let showExtra = false
    let optional: String? = "optional shown"
    assertSnapshot(
      of: VStack {
        ForEach(fruits) { fruit in Text("• \(fruit.name)") }
        if showExtra {
          Text("never")
        } else {
          Text("else branch")
        }
        if let optional { Text(optional) }
        for index in 1...2 { Text("loop \(index)") }
        EmptyView()
        AnyView(Text("any view"))
      }, width: 20, height: 8, named: "builder-foreach")
  }

  @Test func dataList() {
    let fruits = (1...50).map { Fruit(id: $0 * 10, name: "fruit \($0)") }
    assertSnapshot(
      of: List(fruits, selection: .constant(300)) { fruit in
        HStack {
          Text(fruit.name)
          Spacer()
          Text("#\(fruit.id)").dim()
        }
      }, width: 24, height: 5, named: "data-list", styled: true)
  }

  @Test func tooSmall() {
    let host = ViewHost(minimumSize: Size(width: 60, height: 20)) { Text("app") }
    assertSnapshot(
      of: host.render(size: Size(width: 40, height: 5)).lines.joined(separator: "\n"), named: "too-small")
  }
}
