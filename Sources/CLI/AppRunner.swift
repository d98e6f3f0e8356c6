import Container
import Coordinators
import Features
import Foundation
import Routing
import TerminalUI

/// Builds and runs the interactive app: full screen, or plain lines; recording if asked.
struct AppRunner {
  let options: AppOptions

  func run(startRoute: Route?) -> Never {
    let configuration = options.database.configuration
    let note = options.plain ? nil : TerminalSession.plainModeReason()
    if let note { FileHandleOutput.standardError("switchyard: \(note)\n") }
    let plain = options.plain || !TerminalSession.isInteractive || note != nil
    // Everything is set up and started on the main actor; the main queue then runs the app.
    // `dispatchMain()` is called outside `assumeIsolated`: it ends the main thread (see
    // ``TerminalUI/TerminalApp/launch()``).
    MainActor.assumeIsolated {
      let recording = options.record.map { _ in AppRecording() }
      let container: AppContainer
      do {
        container = try AppContainer(configuration: configuration, wrapAuth: recording?.wrapAuth ?? { $0 })
      } catch {
        fail(FormattedError.message(error))
      }
      // Open on the user's place for whoever stayed signed in (unless asked to sign out); a
      // plain or piped run starts at the Inbox and leaves the interactive place alone.
      let (settings, problems) = LoadedConfiguration.current
      let session = AppLaunch.session(
        container: container, startRoute: startRoute, signOut: options.signOut, settings: settings,
        problems: problems, keepsPlace: !plain)
      let plainApp = plain ? AppLaunch.plain(session) : nil
      if let recording, let path = options.record {
        do {
          try recording.start(
            session, path: path, size: plainApp?.size ?? TerminalSession.size(), startRoute: startRoute,
            plain: plainApp)
        } catch {
          fail("cannot record to \(path): \(FormattedError.message(error))")
        }
      }
      session.start()
      // Every orderly exit — quit, Ctrl-C, end of input, SIGTERM, SIGHUP … — saves the user's
      // place and the last screen of a recording (and deletes the private copy of every account
      // a recording that stayed signed out kept), then closes the database, so the main file
      // alone holds every write.
      ProcessExit.onExit {
        session.saveNavigation()
        recording?.finish(session)
        recording?.stop()
      }
      closeOnExit(container)
      container.logger.info("starting", metadata: ["mode": "\(plain ? "plain" : "full-screen")"])
      if let app = plainApp { return app.launch() }
      let app = AppLaunch.fullScreen(session)
      do {
        try app.launch()
      } catch {
        FileHandleOutput.standardError("switchyard: \(FormattedError.message(error))\n")
        ProcessExit.exit(status: 1)
      }
    }
    dispatchMain()
  }
}
