import Testing

@testable import TerminalUI

/// An outline and a disclosure group read and driven in plain line mode, as a screen reader
/// or a script would.
@MainActor
@Suite("Outline in plain line mode")
struct OutlinePlainModeTests {
  @Test("rows are numbered with their depth and state; key space expands; picking a row opens it")
  func outline() {
    let model = TreeSelection()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { GardenOutline(model: model) }
    let app = PlainLineApp(host: host, size: Size(width: 30, height: 12))
    #expect(
      app.screenText() == """
        Garden
        3 rows:
          1. Fruit (collapsed)  (selected)
          2. Vegetables (collapsed)
          3. Notes

        """)
    app.perform("key down")
    app.perform("key space")
    #expect(
      app.screenText() == """
        Garden
        5 rows:
          1. Fruit (collapsed)
          2. Vegetables (expanded)  (selected)
          3.   Carrots
          4.   Leeks
          5. Notes

        """)
    app.perform("4")
    app.perform("2")
    #expect(model.opened == ["Leeks", "Vegetables"])
    #expect(model.id == "Vegetables")
  }

  @Test("a disclosure group is an action that says its state; picking it shows the content")
  func disclosureGroup() {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      DisclosureGroup("Details") { Text("Created yesterday") }
    }
    let app = PlainLineApp(host: host, size: Size(width: 30, height: 6))
    #expect(app.screenText().contains("1. Details, collapsed"))
    app.perform("1")
    let screen = app.screenText()
    #expect(screen.contains("Created yesterday"))
    #expect(screen.contains("1. Details, expanded"))
  }
}
