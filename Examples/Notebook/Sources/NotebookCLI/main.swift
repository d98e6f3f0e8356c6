import Foundation
import NotebookKit
import Switchyard

// `notebook [--plain]`: full screen in a terminal, plain lines when asked or when not in a
// terminal. `q` or Ctrl-C quits.
let usage = "usage: notebook [--plain]"
let options = CommandLine.arguments.dropFirst()
if options.contains("--help") || options.contains("-h") {
  print(usage)
  exit(0)
}
if let unknown = options.first(where: { $0 != "--plain" }) {
  FileHandle.standardError.write(Data("notebook: unknown option ‘\(unknown)’ (\(usage))\n".utf8))
  exit(2)
}

MainActor.assumeIsolated {
  let app = NotebookApp()
  let host = ViewHost(minimumSize: Size(width: 50, height: 12)) { app.rootView }
  app.start()
  if options.contains("--plain") || !TerminalSession.isInteractive {
    let plain = PlainLineApp(host: host)
    host.onGlobalKey(.character("q"), hint: "quit") { plain.quit() }
    plain.run()
  }
  let terminal = TerminalApp(host: host)
  host.onGlobalKey(.character("q"), hint: "quit") { terminal.quit() }
  do {
    try terminal.run()
  } catch {
    FileHandle.standardError.write(Data("notebook: \(error)\n".utf8))
    exit(1)
  }
}
