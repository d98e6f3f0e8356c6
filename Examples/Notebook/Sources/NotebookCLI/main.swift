import Foundation
import NotebookKit
import Switchyard

// `notebook [--plain] [--state FILE] [ROUTE]`: full screen in a terminal, plain lines when asked
// or when not in a terminal; back where it was when it last quit (the place is saved in
// `$XDG_STATE_HOME/notebook/navigation.json`, else `~/.local/state/notebook/`), or at ROUTE.
// `notebook graph [--dot]` prints the navigation graph. `q` or Ctrl-C quits.
let usage = "usage: notebook [--plain] [--state FILE] [ROUTE] | notebook graph [--dot]"
var options = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String, status: Int32 = 2) -> Never {
  FileHandle.standardError.write(Data("notebook: \(message)\n".utf8))
  exit(status)
}
if options.contains("--help") || options.contains("-h") {
  print(usage)
  exit(0)
}
if options.first == "graph" {
  let dot = options.dropFirst().first == "--dot"
  print(MainActor.assumeIsolated { dot ? NotebookApp.graph.dot : NotebookApp.graph.mermaid })
  exit(0)
}
var plain = false
var stateFile: String?
var route: Route?
while !options.isEmpty {
  let option = options.removeFirst()
  switch option {
  case "--plain": plain = true
  case "--state":
    guard !options.isEmpty else { fail("--state needs a file (\(usage))") }
    stateFile = options.removeFirst()
  case _ where !option.hasPrefix("-") && route == nil:
    do {
      route = try Route(parsing: option, scheme: NotebookApp.scheme)
    } catch {
      fail(error.message, status: 1)
    }
  default: fail("unknown option ‘\(option)’ (\(usage))")
  }
}
let environment = ProcessInfo.processInfo.environment
let stateFolder =
  environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }.map { $0 + "/notebook" }
  ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state/notebook"
if stateFile == nil {
  try? FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
  stateFile = stateFolder + "/navigation.json"
}

MainActor.assumeIsolated {
  let app = NotebookApp()
  let host = ViewHost(minimumSize: Size(width: 50, height: 12)) { app.rootView }
  app.palette.host = host
  app.start(stateFile: stateFile, startRoute: route)
  if plain || !TerminalSession.isInteractive {
    let plain = PlainLineApp(host: host)
    host.onGlobalKey(.character("q"), hint: "quit") {
      app.restoration?.saveNow()
      plain.quit()
    }
    plain.run()
  }
  let terminal = TerminalApp(host: host)
  host.observeKeys { if $0 == .control("c") { app.restoration?.saveNow() } }
  host.onGlobalKey(.character("q"), hint: "quit") {
    app.restoration?.saveNow()
    terminal.quit()
  }
  do {
    try terminal.run()
  } catch {
    FileHandle.standardError.write(Data("notebook: \(error)\n".utf8))
    exit(1)
  }
}
