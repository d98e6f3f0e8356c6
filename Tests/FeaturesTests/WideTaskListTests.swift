import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// A task list on a wide terminal: titles take at most their cap, and from 160 columns the
/// highlighted task's detail shows beside the rows.
@MainActor
@Suite("Task list on a wide terminal")
struct WideTaskListTests {
  static let today = ComponentSnapshotTests.today
  static var model: TaskListComponentModelMock {
    TaskListComponentModelMock(
      tasks: ComponentSnapshotTests.tasks,
      projects: [ComponentSnapshotTests.home, ComponentSnapshotTests.work],
      today: today)
  }

  /// The screen's line holding the detail's first line (`[ ] Open  title`), if any.
  static func detailLine(_ screen: String) -> Substring? {
    screen.split(separator: "\n").first { $0.contains("[ ] Open") || $0.contains("[x] Done") }
  }

  @Test("at 160×40 the highlighted task's detail shows beside the list and follows ↓")
  func detailFollows() {
    let model = Self.model
    let harness = HeadlessHarness(width: 160, height: 40) { TaskListComponent(model: model) }
    let first = Self.detailLine(harness.screen)
    #expect(first?.contains("│ [ ] Open") == true, "\(harness.screen)")
    #expect(first?.hasSuffix("Pay the electricity bill") == true, "\(harness.screen)")
    #expect(harness.screen.contains("Project:  Home"))
    #expect(harness.screen.contains("Account 2-17"), "the notes")
    harness.press(.down)
    #expect(Self.detailLine(harness.screen)?.hasSuffix("Buy oat milk") == true, "\(harness.screen)")
    #expect(harness.screen.contains("Project:  none"))
  }

  @Test("at 159 columns the list shows alone")
  func narrow() {
    let screen = HeadlessRenderer.render(TaskListComponent(model: Self.model), width: 159, height: 40)
    #expect(Self.detailLine(screen) == nil, "\(screen)")
    #expect(!screen.contains("Priority:"))
    #expect(screen.contains("Pay the electricity bill"))
  }

  @Test("a resize from 120 to 180 columns shows the detail")
  func resize() {
    let model = Self.model
    let harness = HeadlessHarness(width: 120, height: 30) { TaskListComponent(model: model) }
    #expect(Self.detailLine(harness.screen) == nil)
    harness.size = Size(width: 180, height: 30)
    #expect(
      Self.detailLine(harness.screen)?.hasSuffix("Pay the electricity bill") == true, "\(harness.screen)")
  }

  @Test("at 200 columns a title takes at most 72, and the other columns follow it")
  func titleCapped() throws {
    let model = Self.model
    model.selectedID = 3
    let screen = HeadlessRenderer.render(TaskListComponent(model: model), width: 200, height: 50)
    let row = screen.split(separator: "\n").first { $0.contains("[ ] Prepare") } ?? ""
    let title = try #require(row.range(of: "Prepare"), "\(screen)").lowerBound
    let priority = try #require(row.range(of: "!!!"), "\(screen)").lowerBound
    #expect(row.distance(from: title, to: priority) == 73, "\(row)")
    assertSnapshot(of: screen, named: "inbox-200x50")
  }
}
