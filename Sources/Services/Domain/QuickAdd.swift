import Foundation

/// A new task typed in one line, with its details inline:
/// `Buy milk tomorrow !2 #Groceries` is "Buy milk", due tomorrow, medium priority, in the
/// project "Groceries".
///
/// Recognised words, anywhere in the line: a due date (`today`, `tomorrow`, `+N`,
/// `YYYY-MM-DD`; the last one wins), a priority (`!1` low, `!2` medium, `!3` high; also `!low`,
/// `!medium`, `!high`) and a project (`#Name`, matched without regard to case; `#` followed by
/// nothing or by a name no project has is left in the title). Everything else is the title.
public struct QuickAdd: Equatable, Sendable {
  /// The syntax, as the new-task field shows it.
  public static let hint = "e.g. Buy milk tomorrow !2 #Groceries"

  public var title: String
  public var due: Day?
  public var priority: Priority?
  public var projectID: Project.ID?

  /// Reads `text` typed on `today`, matching `#Name` against `projects`. The title keeps the
  /// text's own spacing (a pasted title's runs of spaces stay); a recognised word goes with
  /// the space before it.
  public init(_ text: String, today: Day, projects: [Project]) {
    var title = ""
    var rest = Substring(text)
    while !rest.isEmpty {
      let space = rest.prefix(while: \.isWhitespace)
      rest = rest.dropFirst(space.count)
      let word = rest.prefix { !$0.isWhitespace }
      rest = rest.dropFirst(word.count)
      guard !word.isEmpty else {
        title += space
        continue
      }
      let lower = word.lowercased()
      if let priority = Self.priority(lower) {
        self.priority = priority
      } else if word.hasPrefix("#"), let project = Self.project(named: word.dropFirst(), in: projects) {
        projectID = project.id
      } else if lower.first?.isLetter == false || ["today", "tomorrow"].contains(lower),
        case .on(let day)? = DueDate.parse(String(word), today: today)
      {
        due = day
      } else {
        title += space + word
      }
    }
    self.title = title.trimmingCharacters(in: .whitespaces)
  }

  static func priority(_ word: String) -> Priority? {
    switch word {
    case "!1", "!low": .low
    case "!2", "!medium": .medium
    case "!3", "!high": .high
    default: nil
    }
  }

  static func project(named name: Substring, in projects: [Project]) -> Project? {
    guard !name.isEmpty else { return nil }
    return projects.first { $0.name.compare(String(name), options: .caseInsensitive) == .orderedSame }
  }
}
