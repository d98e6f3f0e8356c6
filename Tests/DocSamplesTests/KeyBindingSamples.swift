import Switchyard
import SwitchyardTesting
import Testing

// The samples of the "Keys a user can rebind" article and the binding layer's doc comments,
// compiled and run.

enum NoteListKeys {
  static let compose = CommandKeys("new note", .character("n"), help: "Write a new note")
  static let keymap = Keymap("note list", [compose])
}

@MainActor
@Suite("Doc samples: keys a user can rebind")
struct KeyBindingSamples {
  @Test("a rebound command runs on the user's key, and the footer shows it")
  func reboundCommand() {
    var log: [String] = []
    func print(_ line: String) { log.append(line) }
    let harness = HeadlessHarness(width: 40, height: 3) {
      VStack {
        Text("Notes")
          .keymap([KeyCommand(NoteListKeys.compose) { print("compose") }], in: NoteListKeys.keymap)
        KeyHintBar()
      }
    }
    harness.host.keyBindings = KeyBindings(["note list": ["new note": [.character("a")]]])
    harness.press(.character("n"), .character("a"))
    #expect(log == ["compose"])
    #expect(harness.screen.contains("a new note"))
  }

  @Test("the article's bindings, host and global key; key names")
  func samples() {
    let bindings = KeyBindings(["list": ["down": [.down, .character("t")]]])
    let host = ViewHost { Text("…") }
    host.keyBindings = bindings
    #expect(host.keyBindings.boundKeys(for: "down", in: "list") == [.down, .character("t")])

    var said: [String] = []
    func print(_ line: String) { said.append(line) }
    let quit = CommandKeys("quit", .character("q"))
    host.onGlobalKey(quit, in: Keymap("app", [quit])) { print("bye") }
    _ = host.render(size: Size(width: 10, height: 2))
    host.send(.character("q"))
    #expect(said == ["bye"])

    let key = Key(name: "ctrl-r")  // Key.control("r")
    #expect(key == .control("r"))

    let keymap = Keymap(
      "note list",
      [CommandKeys("new note", .character("n")), CommandKeys("delete", .character("d"))],
      sharing: [Keymap.list.name])
    #expect(KeyBindings().problems(in: [keymap, .list]).isEmpty)
  }
}
