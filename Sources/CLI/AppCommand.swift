import ArgumentParser
import Container
import Coordinators
import Features
import Foundation
import TerminalUI

/// The interactive app (the default subcommand).
struct AppCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "Run the interactive app (the default)."
  )

  @OptionGroup var database: DatabaseOption

  @Flag(name: .long, help: "Plain line mode: print each screen as text, read commands a line at a time.")
  var plain = false

  func run() throws {
    let configuration = database.configuration
    let plain = self.plain || !TerminalSession.isInteractive
    MainActor.assumeIsolated {
      let container: AppContainer
      do {
        container = try AppContainer(configuration: configuration)
      } catch {
        fail(FormattedError.message(error))
      }
      container.start()
      closeOnExit(container)
      let coordinator = AppCoordinator(container: container)
      coordinator.start()
      let host = ViewHost(minimumSize: Size(width: 60, height: 16)) {
        AppShell { AppCoordinator.rootView(with: coordinator) }
      }
      container.logger.info("starting", metadata: ["mode": "\(plain ? "plain" : "full-screen")"])
      if plain {
        let app = PlainLineApp(host: host)
        host.onUnhandledKey = { if $0 == .character("q") { app.quit() } }
        app.run()
      }
      let app = TerminalApp(host: host)
      host.onUnhandledKey = { if $0 == .character("q") { app.quit() } }
      do {
        try app.run()
      } catch {
        FileHandleOutput.standardError("switchyard: \(FormattedError.message(error))\n")
        ProcessExit.exit(status: 1)
      }
    }
  }
}
