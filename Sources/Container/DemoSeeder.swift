import Services

/// Fills a database with a demo account and realistic sample data (four projects, thirty
/// tasks: some due today, some overdue, some done), so a newcomer sees a full app in one step.
///
/// ```swift
/// let outcome = try await DemoSeeder(container: container).seed()
/// print(outcome.credentials.email, outcome.credentials.password)
/// ```
///
/// Seeding writes the demo account and its data in one transaction, without signing in;
/// nothing else in the database is touched, and an existing demo account is left as it is.
@MainActor
public struct DemoSeeder {
  /// The demo account's name.
  nonisolated public static let name = "Demo User"
  /// The demo account's email.
  nonisolated public static let email = "demo@switchyard.local"
  /// The demo account's password (it is a demo: printed for anyone to use).
  nonisolated public static let password = "switchyard-demo"
  /// The demo account's email and password.
  nonisolated public static let credentials = DemoCredentials(email: email, password: password)

  let container: AppContainer

  /// A seeder writing through `container`'s services.
  public init(container: AppContainer) {
    self.container = container
  }

  /// What seeding did.
  public enum Outcome: Equatable, Sendable {
    /// A new demo account with this many tasks and projects.
    case created(tasks: Int, projects: Int)
    /// The demo account existed already; nothing was changed.
    case alreadySeeded

    /// How to sign in to the demo account.
    public var credentials: DemoCredentials { DemoSeeder.credentials }
  }

  /// The demo projects' names.
  static let projects = ["Home", "Work", "Groceries", "Side project"]

  /// Creates the demo account and its data, in one transaction: all of it or, when writing
  /// fails (a full disk), none of it. An existing demo account is left as it is.
  public func seed() async throws -> Outcome {
    let today = container.today
    let items = Self.samples.map { sample in
      AccountSeed.Item(
        TaskDraft(
          title: sample.title, notes: sample.notes, due: sample.dueIn.map { today.adding(days: $0) },
          priority: sample.priority),
        project: sample.project, isDone: sample.done)
    }
    let seed = AccountSeed(
      name: Self.name, email: Self.email, password: Self.password, projects: Self.projects, items: items)
    let configuration = container.configuration
    guard
      try await container.database.create(
        seed, hasher: configuration.passwordHasher, now: configuration.now()) != nil
    else { return .alreadySeeded }
    return .created(tasks: items.count, projects: Self.projects.count)
  }

  /// One sample task; `dueIn` counts days from today.
  struct Sample {
    let title: String
    var notes = ""
    var dueIn: Int?
    var priority = Priority.none
    var project: String?
    var done = false
  }

  static let samples: [Sample] = [
    Sample(title: "Buy oat milk", dueIn: 0, priority: .medium, project: "Groceries"),
    Sample(
      title: "Pick up bread", notes: "The sourdough from the corner bakery", dueIn: 0, project: "Groceries"),
    Sample(title: "Eggs, spinach, lemons", dueIn: 1, project: "Groceries"),
    Sample(title: "Coffee beans", project: "Groceries", done: true),
    Sample(
      title: "Pay the electricity bill", notes: "Due before the 25th", dueIn: -2, priority: .high,
      project: "Home"),
    Sample(
      title: "Fix the leaking kitchen tap", notes: "Washer size 1/2 inch", dueIn: 3, priority: .medium,
      project: "Home"),
    Sample(title: "Book a chimney sweep", dueIn: 14, project: "Home"),
    Sample(title: "Water the plants", dueIn: 0, project: "Home"),
    Sample(title: "Return library books", dueIn: -1, project: "Home"),
    Sample(title: "Vacuum the stairs", project: "Home", done: true),
    Sample(
      title: "Prepare the quarterly review", notes: "Slides, numbers, risks", dueIn: 2, priority: .high,
      project: "Work"),
    Sample(title: "Reply to Grace about the API design", dueIn: 0, priority: .high, project: "Work"),
    Sample(
      title: "Review pull request #42", notes: "Focus on the migration code", dueIn: -1, priority: .medium,
      project: "Work"),
    Sample(title: "Update the on-call rota", dueIn: 5, project: "Work"),
    Sample(title: "Write the release notes", dueIn: 7, priority: .low, project: "Work"),
    Sample(title: "Expense report for October", dueIn: -5, priority: .medium, project: "Work"),
    Sample(title: "Team lunch booking", project: "Work", done: true),
    Sample(title: "Onboarding doc for new hires", notes: "Link the architecture overview", project: "Work"),
    Sample(title: "Sketch the terminal UI for the side project", dueIn: 4, project: "Side project"),
    Sample(
      title: "Try full-text search ranking with bm25", notes: "Titles should weigh more than notes",
      project: "Side project"),
    Sample(title: "Benchmark the list with 100,000 rows", dueIn: 10, priority: .low, project: "Side project"),
    Sample(title: "Write the README", project: "Side project", done: true),
    Sample(title: "Call mum", dueIn: 0, priority: .medium),
    Sample(title: "Renew passport", notes: "Photos needed", dueIn: 30, priority: .high),
    Sample(title: "Dentist appointment", dueIn: 6),
    Sample(
      title: "Birthday present for Ada", notes: "She likes mechanical puzzles", dueIn: 9, priority: .medium),
    Sample(title: "Cancel the unused streaming subscription", dueIn: -3),
    Sample(title: "Plan the weekend hike", notes: "Check the weather and the train times"),
    Sample(title: "Back up the laptop", dueIn: 1, priority: .low),
    Sample(title: "Read chapter 4 of the Swift concurrency book", done: true),
  ]
}
