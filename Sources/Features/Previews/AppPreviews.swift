#if DEBUG
  import Foundation
  import Services
  import TerminalUI

  /// Every scene of the app with its mock, in the states worth looking at: what
  /// `swift run switchyard-previews` browses and `AppPreviewsTests` snapshots. A scene folder
  /// under `Scenes/` without a preview here fails that test.
  public enum AppPreviews {
    /// All of them, scene by scene.
    @MainActor public static var all: [Preview] {
      forms + lists + taskScreens + settings
    }

    static let today = Day(year: 2026, month: 11, day: 22)
    static let home = Project(id: 1, name: "Home")
    static let work = Project(id: 2, name: "Work")
    static let wide = Size(width: 80, height: 24)
    static let narrow = Size(width: 50, height: 16)

    static func task(
      _ id: Int64, _ title: String, due: Int? = nil, priority: Priority = .none, done: Bool = false,
      project: Project.ID? = nil, notes: String = ""
    ) -> TaskItem {
      TaskItem(
        id: id, title: title, notes: notes, due: due.map { today.adding(days: $0) }, priority: priority,
        isDone: done, projectID: project, createdAt: .distantPast, updatedAt: .distantPast)
    }

    static let tasks = [
      task(1, "Pay the electricity bill", due: -2, priority: .high, project: 1),
      task(2, "Buy oat milk", due: 0, priority: .medium),
      task(3, "Prepare the quarterly review", due: 2, priority: .high, project: 2),
      task(4, "Plan the weekend hike"),
      task(5, "Coffee beans", done: true),
    ]
  }
#endif
