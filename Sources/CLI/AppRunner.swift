import Container
import Coordinators
import Features
import Foundation
import TerminalUI

/// Builds and runs the interactive app: full screen, or plain lines; recording if asked.
struct AppRunner {
  let options: AppOptions

  func run(startRoute: Route?) -> Never {
    let configuration = options.database.configuration
    let note = options.plain ? nil : TerminalSession.plainModeReason()
    if let note { FileHandleOutput.standardError("switchyard: \(note)\n") }
    let plain = options.plain || !TerminalSession.isInteractive || note != nil
    return MainActor.assumeIsolated {
      let recording = options.record.map { _ in AppRecording() }
      let container: AppContainer
      do {
        container = try AppContainer(configuration: configuration, wrapAuth: recording?.wrapAuth ?? { $0 })
      } catch {
        fail(FormattedError.message(error))
      }
      let session = AppSession(container: container, startRoute: startRoute)
      if let recording, let path = options.record {
        do {
          try recording.start(
            session, path: path, size: plain ? Size(width: 80, height: 24) : TerminalSession.size(),
            startRoute: startRoute)
        } catch {
          fail("cannot record to \(path): \(FormattedError.message(error))")
        }
      }
      session.start()
      let host = session.host
      container.logger.info("starting", metadata: ["mode": "\(plain ? "plain" : "full-screen")"])
      // Ctrl-C may quit (unless a view takes it): keep the place and the last screen first.
      host.observeKeys { key in
        guard key == .control("c") else { return }
        session.saveNavigation()
        recording?.finish(session)
      }
      let finish = {
        session.saveNavigation()
        recording?.finish(session)
      }
      if plain {
        let app = PlainLineApp(host: host)
        host.onUnhandledKey = { key in
          guard key == .character("q") else { return }
          finish()
          app.quit()
        }
        app.run()
      }
      let app = TerminalApp(host: host, mouse: true)
      session.palette.copy = { TerminalSession.copyToClipboard($0) }
      host.onUnhandledKey = { key in
        guard key == .character("q") else { return }
        finish()
        app.quit()
      }
      do {
        try app.run()
      } catch {
        fail(FormattedError.message(error))
      }
    }
  }
}
