import Foundation

/// A new task typed in one line, with its details inline:
/// `Buy milk fri !2 #Groceries` is "Buy milk", due on Friday, medium priority, in the project
/// "Groceries".
///
/// Recognised words, anywhere in the line: a due date (any phrase of ``DatePhrases`` — `today`,
/// `fri`, `next week`, `in 3 days`, `+1w`, `dec 24`, `12/24`, `YYYY-MM-DD` …; the last one
/// wins), a priority (`!1` low, `!2` medium, `!3` high; also `!low`, `!medium`, `!high`) and a
/// project (`#Name`, matched without regard to case). `#Name` naming no project is kept as
/// ``newProject`` and left out of the title (the app asks before creating it), unless read
/// `keepingUnknownProjects`. The short
/// words that are also names or words — `tom`, `sun`, `sat`, `wed` — are dates only in lower
/// case: `Call Tom` keeps its Tom. Everything else is the title.
public struct QuickAdd: Equatable, Sendable {
  /// The syntax, as the new-task field shows it.
  public static let hint = "e.g. Buy milk tomorrow !2 #Groceries"

  public var title: String
  public var due: Day?
  public var priority: Priority?
  public var projectID: Project.ID?
  /// The name after a `#` that no project has (the last one typed), to create.
  public var newProject: String?

  /// Reads `text` typed on `today`, matching `#Name` against `projects`. The title keeps the
  /// text's own spacing (a pasted title's runs of spaces stay); a recognised word goes with
  /// the space before it.
  public init(_ text: String, today: Day, projects: [Project]) {
    self.init(text, phrases: DatePhrases(today: today), projects: projects)
  }

  /// Reads `text` with `phrases` for its dates, matching `#Name` against `projects`; with
  /// `keepingUnknownProjects`, a `#Name` no project has stays in the title.
  public init(
    _ text: String, phrases: DatePhrases, projects: [Project], keepingUnknownProjects: Bool = false
  ) {
    let words = Self.words(text)
    var title = ""
    var index = 0
    while index < words.count {
      let (space, word) = words[index]
      let lower = word.lowercased()
      if let priority = Self.priority(lower) {
        self.priority = priority
      } else if word.hasPrefix("#"), word.count > 1 {
        if let project = Self.project(named: word.dropFirst(), in: projects) {
          projectID = project.id
          newProject = nil
        } else if !keepingUnknownProjects, Self.isProjectName(word.dropFirst()) {
          newProject = String(word.dropFirst())
          projectID = nil
        } else {
          title += space + word
        }
      } else if let (count, day) = Self.date(at: index, in: words, phrases: phrases) {
        due = day
        index += count
        continue
      } else {
        title += space + word
      }
      index += 1
    }
    self.title = title.trimmingCharacters(in: .whitespaces)
  }

  /// The words of `text`, each with the white space before it (the last word's trailing space
  /// is dropped with the title's).
  static func words(_ text: String) -> [(space: Substring, word: Substring)] {
    var words: [(Substring, Substring)] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      let space = rest.prefix(while: \.isWhitespace)
      rest = rest.dropFirst(space.count)
      let word = rest.prefix { !$0.isWhitespace }
      rest = rest.dropFirst(word.count)
      if !word.isEmpty { words.append((space, word)) }
    }
    return words
  }

  /// The longest date phrase starting at word `index`: how many words it takes and its day.
  static func date(
    at index: Int, in words: [(space: Substring, word: Substring)], phrases: DatePhrases
  ) -> (Int, Day)? {
    for count in stride(from: min(DatePhrases.longestPhrase, words.count - index), through: 1, by: -1) {
      let taken = words[index..<index + count].map(\.word)
      guard !taken.contains(where: isCapitalisedName) else { continue }
      if let day = phrases.day(taken.joined(separator: " ")) { return (count, day) }
    }
    return nil
  }

  /// `Tom`, `Sun`, `Sat`, `Wed`: a date's short word written as a name, kept in the title.
  static func isCapitalisedName(_ word: Substring) -> Bool {
    ["tom", "sun", "sat", "wed"].contains(word.lowercased()) && word.contains { $0.isUppercase }
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

  /// Whether `#name` reads as a project to create: it starts with a letter (`#42`, an issue's
  /// number, stays in the title).
  static func isProjectName(_ name: Substring) -> Bool {
    name.first?.isLetter == true
  }
}
