import ArgumentParser
import Features
import Foundation
import TerminalUI

/// `switchyard replay FILE`: a recorded session, played back without a terminal.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Play a recorded session back (on a copy of its starting database) and print the final screen.")

  @Argument(help: "The recording (made with --record FILE).")
  var file: String

  @Option(name: .long, help: "Draw at this size instead of the recorded one, as WIDTHxHEIGHT (100x30).")
  var size: ScreenSize?

  @Flag(name: .long, help: "Print the screen after every key, not only the final one.")
  var frames = false

  @Option(name: .long, help: "The starting database, if it is not FILE.sqlite beside the recording.")
  var snapshot: String?

  func run() {
    let url = URL(fileURLWithPath: file)
    let (size, frames, snapshot) = (self.size?.size, self.frames, self.snapshot)
    MainActor.assumeIsolated {
      _ = Task { @MainActor in
        do {
          var count = 0
          let screen = try await AppReplay.run(recordingAt: url, snapshot: snapshot, size: size) {
            event, screen in
            guard frames else { return }
            count += 1
            let what = event.key ?? (event.secret == true ? "•" : event.type.rawValue)
            FileHandleOutput.standardOutput("── \(count): \(what) at \(event.t ?? 0) ms ──\n\(screen)\n")
          }
          if frames { FileHandleOutput.standardOutput("── final ──\n") }
          FileHandleOutput.standardOutput(screen + "\n")
          Foundation.exit(0)
        } catch let error as Recording.Failure {
          fail("\(file) is not a recording this build can replay: \(error)", code: 2)
        } catch let error as ReplayFailure {
          fail(error.description, code: 2)
        } catch {
          fail(FormattedError.message(error))
        }
      }
    }
    dispatchMain()
  }
}

/// A screen size written `100x30`.
struct ScreenSize: ExpressibleByArgument {
  let size: Size

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (20...1000).contains(width),
      (5...1000).contains(height)
    else { return nil }
    size = Size(width: width, height: height)
  }
}
