import ArgumentParser
import Container
import Coordinators
import Foundation
import Routing
import Services

/// The interactive app (the default subcommand).
struct AppCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "Run the interactive app (the default)."
  )

  @OptionGroup var options: AppOptions

  func run() throws {
    AppRunner(options: options).run(startRoute: nil)
  }
}

/// `switchyard open URL`: the app, at a place.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Run the app at a place: switchyard open switchyard://projects/3/tasks/17 (after signing in).",
    discussion: """
      A place that no longer exists (a deleted task) opens at its nearest parent that does, \
      with a one-line note.
      """
  )

  @Argument(
    help: "The place: a switchyard:// URL, or its path (projects/3).",
    completion: .custom { words, _, _ in OpenCommand.completedPlaces(after: words) })
  var url: String

  /// The places a shell completes after `switchyard open` without an id.
  static let completedPlaces = [
    "inbox", "projects", "search", "settings", "inbox/tasks/new", "projects/new", "settings/password",
    "sign-up",
  ]

  /// The places a shell completes after `switchyard open`: those without an id, then the
  /// remembered user's projects and recent tasks in the database (`--db` among `words`, else
  /// the default), read without writing anything.
  static func completedPlaces(after words: [String]) -> [String] {
    let given = words.firstIndex(of: "--db").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
    let configuration = Configuration.standard(databasePath: given)
    guard let sessionPath = configuration.sessionPath,
      let token = SignInFile(path: sessionPath).read()
    else { return completedPlaces }
    return completedPlaces
      + AppDatabase.completionRoutes(
        path: configuration.databasePath, token: token, osUser: configuration.osUser)
  }

  @OptionGroup var options: AppOptions

  func run() throws {
    let route: Route
    do {
      route = try Route(parsing: url, scheme: "switchyard")
    } catch {
      fail(error.message)
    }
    AppRunner(options: options).run(startRoute: route)
  }
}

/// The options of the interactive app.
struct AppOptions: ParsableArguments {
  @OptionGroup var database: DatabaseOption

  @Flag(name: .long, help: "Plain line mode: print each screen as text, read commands a line at a time.")
  var plain = false

  @Flag(
    name: .customLong("sign-out"), help: "Forget the remembered sign-in first (start on the sign-in screen).")
  var signOut = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Record the session to FILE (JSON lines; the starting database goes to FILE.sqlite). Passwords are never recorded.",
      valueName: "FILE"))
  var record: String?
}
