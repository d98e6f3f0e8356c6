import Container
import Foundation
import TerminalUI

/// Opens the app's container for `configuration`, runs `work` on the main actor, then ends
/// the process through ``TerminalUI/ProcessExit`` — closing the database on the way, also
/// on SIGTERM, SIGHUP or SIGINT meanwhile: status 0 when `work` succeeds, 1 with its error
/// as one line on standard error.
func runWithContainer(
  _ configuration: Configuration, _ work: @escaping @MainActor (AppContainer) async throws -> Void
) -> Never {
  MainActor.assumeIsolated {
    let container: AppContainer
    do {
      container = try AppContainer(configuration: configuration)
    } catch {
      fail(FormattedError.message(error))
    }
    closeOnExit(container)
    ProcessExit.arm()
    Task { @MainActor in
      do {
        try await work(container)
        ProcessExit.exit(status: 0)
      } catch {
        FileHandleOutput.standardError("switchyard: \(FormattedError.message(error))\n")
        ProcessExit.exit(status: 1)
      }
    }
  }
  dispatchMain()
}

/// Makes every orderly exit — quit, end of input, SIGTERM, SIGHUP, SIGINT … — close
/// `container`'s database first, so the main file alone holds every write; a problem
/// closing it goes to standard error, and the process ends with status 1 (also after a
/// signal). A signal's exit that cannot wait for the close (a main queue that stays busy)
/// says so and ends with ``TerminalUI/ProcessExit/unfinishedStatus``.
@MainActor
func closeOnExit(_ container: AppContainer) {
  let path = container.database.path
  let unclosed =
    "switchyard: ended before closing the database: its last writes are safe in \(path)-wal — keep that "
    + "file beside \(path) (copy both together); switchyard copies them into it the next time it runs"
  ProcessExit.onExit(unfinished: unclosed) {
    if let problem = container.close() {
      // A script must see that the main file alone is not complete.
      ProcessExit.reportFailure("switchyard: \(problem)", status: 1)
    }
  }
}
