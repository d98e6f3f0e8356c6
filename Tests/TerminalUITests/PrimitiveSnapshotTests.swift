import SwitchyardTesting
import TerminalUI
import Testing

/// Every primitive, drawn headlessly and compared with its recorded screen
/// (`SNAPSHOT_RECORD=1 swift test` re-records).
@MainActor
@Suite("Primitive snapshots")
struct PrimitiveSnapshotTests {
  @Test func text() {
    assertSnapshot(
      of: VStack {
        Text("plain")
        Text("bold").bold()
        Text("dim italic").dim().italic()
        Text("underlined red").underline().foregroundColor(.red)
        Text("reverse on 256").reverse().backgroundColor(.palette(33))
        Text("true colour").foregroundColor(.rgb(10, 20, 30))
        Text("a line that is far too long for this narrow screen")
      }, width: 24, height: 7, named: "text", styled: true)
  }

  @Test func stacksSpacerDivider() {
    assertSnapshot(
      of: VStack {
        HStack {
          Text("a")
          Divider()
          Text("b")
          Spacer()
          Text("end")
        }
        Divider()
        ZStack(alignment: .center) {
          Text("under under under")
          Text("OVER")
        }
      }, width: 20, height: 3, named: "stacks")
  }

  @Test func paddingFrameBorder() {
    assertSnapshot(
      of: HStack {
        Text("pad").padding(1).border()
        Text("framed").frame(width: 10, height: 3, alignment: .center).border(title: "Frame")
      }, width: 30, height: 5, named: "padding-frame-border")
  }

  @Test func list() {
    let selection = Binding.constant(2)
    assertSnapshot(
      of: List(count: 100_000, selection: selection) { Text("Row \($0)") }, width: 30, height: 5,
      named: "list")
  }

  @Test func emptyList() {
    assertSnapshot(
      of: List(count: 0, selection: .constant(0), emptyText: "No tasks") { Text("\($0)") }, width: 20,
      height: 2, named: "list-empty")
  }

  @Test func scrollView() {
    assertSnapshot(
      of: ScrollView {
        VStack {
          for line in 1...10 { Text("line \(line)") }
        }
      }, width: 12, height: 3, named: "scroll-view")
  }

  @Test func fieldsAndControls() {
    assertSnapshot(
      of: VStack {
        Button("Save", role: .primary) {}
        TextField("Title", text: .constant("Buy milk"))
        SecureField("Password", text: .constant("secret"))
        TextField("Empty", text: .constant(""))
        Toggle("Done", isOn: .constant(true))
        HStack {
          Text("Inbox")
          Badge(3)
        }
        ProgressView("Loading")
        ProgressView("Upload", value: 0.4)
      }, width: 30, height: 8, named: "controls", styled: true)
  }

  @Test func keyHintBar() {
    assertSnapshot(
      of: VStack {
        List(count: 3, selection: .constant(0), onSubmit: { _ in }) { Text("Row \($0)") }
          .onKey(.character("n"), hint: "new") {}
        KeyHintBar()
      }, width: 50, height: 4, named: "key-hint-bar")
  }
}
