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

  @Flag(
    name: .customLong("sign-out"), help: "Forget the remembered sign-in first (start on the sign-in screen).")
  var signOut = false

  func run() throws {
    let configuration = database.configuration
    let note = self.plain ? nil : TerminalSession.plainModeReason()
    if let note { FileHandle.standardError.write(Data("switchyard: \(note)\n".utf8)) }
    let plain = self.plain || !TerminalSession.isInteractive || note != nil
    MainActor.assumeIsolated {
      let container: AppContainer
      do {
        container = try AppContainer(configuration: configuration)
      } catch {
        fail(FormattedError.message(error))
      }
      // Open on the Inbox for whoever stayed signed in (unless asked to sign out).
      if signOut { container.forgetSession() } else { container.resumeSession() }
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
        host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
        app.run()
      }
      let app = TerminalApp(host: host, mouse: true)
      // A global key: it works on every screen (not while typing), also while the terminal is
      // too small, and the footer and help list it.
      host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
      do {
        try app.run()
      } catch {
        FileHandleOutput.standardError("switchyard: \(FormattedError.message(error))\n")
        ProcessExit.exit(status: 1)
      }
    }
  }
}
