import Foundation
import NotebookKit
import Switchyard

// `notebook [--plain] [--state FILE] [ROUTE]`: full screen in a terminal, plain lines when asked
// or when not in a terminal; back where it was when it last quit (the place is saved in
// `$XDG_STATE_HOME/notebook/navigation.json`, else `~/.local/state/notebook/`), or at ROUTE.
// `notebook graph [--dot]` prints the navigation graph; `--record FILE` records the session
// (from the samples, at the first screen) and `notebook replay FILE [--frames]` plays it back.
// `q` or Ctrl-C quits.
let usage =
  "usage: notebook [--plain] [--state FILE] [--record FILE] [ROUTE] | notebook graph [--dot]"
  + " | notebook replay FILE [--frames] | notebook previews"
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
if options.first == "previews" {
  // Every scene with its mock, live: Ctrl-N / Ctrl-P switch, F2 sizes, F3 colour or plain.
  MainActor.assumeIsolated {
    guard TerminalSession.isInteractive, TerminalSession.plainModeReason() == nil else {
      fail("previews needs an interactive terminal")
    }
    let host = ViewHost(minimumSize: Size(width: 60, height: 16)) { PreviewBrowser(NotebookPreviews.all) }
    let app = TerminalApp(host: host, mouse: true)
    host.onGlobalKey(.control("q"), hint: "quit") { app.quit() }
    do { try app.launch() } catch { fail("\(error)", status: 1) }
  }
  dispatchMain()
}
if options.first == "replay", options.count >= 2 {
  let url = URL(fileURLWithPath: options[1])
  let frames = options.dropFirst(2).contains("--frames")
  MainActor.assumeIsolated {
    _ = Task { @MainActor in
      do {
        let screen = try await NotebookApp.replay(recordingAt: url) { event, screen in
          if frames { print("── \(event.key ?? event.type.rawValue) at \(event.t ?? 0) ms ──\n\(screen)") }
        }
        print(screen)
        exit(0)
      } catch {
        fail("\(error)", status: 1)
      }
    }
  }
  dispatchMain()
}
var plain = false
var stateFile: String?
var record: String?
var route: Route?
while !options.isEmpty {
  let option = options.removeFirst()
  switch option {
  case "--plain": plain = true
  case "--state":
    guard !options.isEmpty else { fail("--state needs a file (\(usage))") }
    stateFile = options.removeFirst()
  case "--record":
    guard !options.isEmpty else { fail("--record needs a file (\(usage))") }
    record = options.removeFirst()
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
if stateFile == nil, record == nil {
  try? FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
  stateFile = stateFolder + "/navigation.json"
}

MainActor.assumeIsolated {
  let app = NotebookApp()
  // The user's keys (keys.json); a file with a problem is reported and the defaults kept.
  var keyBindings: KeyBindings?
  let keyFile = NotebookKeyFile.path()
  if let data = FileManager.default.contents(atPath: keyFile) {
    switch NotebookKeyFile.bindings(from: data) {
    case .success(let bindings): keyBindings = bindings
    case .failure(let error):
      FileHandle.standardError.write(Data("notebook: \(keyFile): \(error) — using the default keys\n".utf8))
    }
  }
  let host = NotebookLaunch.host(for: app, keyBindings: keyBindings)
  app.start(stateFile: stateFile, startRoute: route)
  let interactive = !plain && TerminalSession.isInteractive
  var recorder: Recorder?
  if let record {
    do {
      recorder = try app.startRecording(
        to: record, host: host, size: interactive ? TerminalSession.size() : Size(width: 80, height: 24))
    } catch {
      fail("cannot record to \(record): \(error)", status: 1)
    }
  }
  // However the app ends (q, Ctrl-C, a signal): keep its place, and a recording's last screen.
  ProcessExit.onExit {
    app.restoration?.saveNow()
    if let recorder { app.finishRecording(recorder, host: host) }
  }
  if !interactive {
    NotebookLaunch.plain(host).run()
  }
  do {
    try NotebookLaunch.fullScreen(host).run()
  } catch {
    FileHandle.standardError.write(Data("notebook: \(error)\n".utf8))
    exit(1)
  }
}
