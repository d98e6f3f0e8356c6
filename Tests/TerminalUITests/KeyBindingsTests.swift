import Testing

@testable import TerminalUI

@MainActor
@Suite("Rebindable keys: a user's bindings drive keys, the footer, the help and the commands")
struct KeyBindingsTests {
  static let compose = CommandKeys("new note", .character("n"), help: "Write a new note")
  static let remove = CommandKeys("delete", .character("d"))
  static let notes = Keymap("notes", [compose, remove], sharing: [Keymap.list.name])

  /// A list of five rows under the `notes` keymap; `log` records the commands run.
  static func harness(_ bindings: KeyBindings, log: @escaping @MainActor (String) -> Void) -> HeadlessHarness
  {
    final class Selection { var row = 0 }
    let selection = Selection()
    let harness = HeadlessHarness(width: 40, height: 12) {
      VStack {
        List(
          count: 5, selection: Binding(get: { selection.row }, set: { selection.row = $0 }),
          onSubmit: { log("open \($0)") }
        ) { Text("Row \($0)") }
        .keymap(
          [KeyCommand(compose) { log("compose") }, KeyCommand(remove) { log("delete") }], in: notes)
        KeyHintBar()
      }
    }
    harness.host.keyBindings = bindings
    return harness
  }

  @Test("list keys rebound by name move the selection; the old letters no longer do, the arrows still do")
  func listKeysRebound() {
    var log: [String] = []
    let bindings = KeyBindings(["list": ["down": [.down, .character("t")], "up": [.up, .character("n")]]])
    let harness = Self.harness(bindings) { log.append($0) }
    _ = harness.screen
    // One burst: t t t n ↓ j (j is no longer bound: unused), Enter opens the row reached.
    for key: Key in [
      .character("t"), .character("t"), .character("t"), .character("n"), .down, .character("j"),
    ] {
      harness.host.send(key)
    }
    harness.host.send(.enter)
    #expect(log == ["open 3"], "t moves down, n up, ↓ down, j nothing: rows 1, 2, 3, 2, 3, 3")
  }

  @Test("a screen's command follows its binding; the footer and the help show the bound key")
  func commandRebound() {
    var log: [String] = []
    let bindings = KeyBindings(["notes": ["new note": [.character("a")]]])
    let harness = Self.harness(bindings) { log.append($0) }
    _ = harness.screen
    harness.host.send(.character("a"))
    harness.host.send(.character("n"))
    #expect(log == ["compose"])
    let footer = harness.hints.map { "\($0.key) \($0.label)" }
    #expect(footer.contains("a new note") && !footer.contains("n new note"), "\(footer)")
    #expect(harness.host.commands.first { $0.name == "new note" }?.keys == [.character("a")])
    harness.press(.character("?"))
    #expect(harness.screen.contains("a  new note") || harness.screen.contains("│ a "), "\(harness.screen)")
  }

  @Test("with no bindings, every command keeps its default keys")
  func defaults() {
    var log: [String] = []
    let harness = Self.harness(KeyBindings()) { log.append($0) }
    _ = harness.screen
    for key: Key in [.character("j"), .character("j"), .character("k"), .character("n"), .character("d")] {
      harness.host.send(key)
    }
    #expect(log == ["compose", "delete"])
    #expect(harness.hints.map(\.key).contains("↑↓"))
  }

  @Test("problems: unknown keymap, unknown command, no keys, and a key two commands of a screen share")
  func problems() {
    var bindings = KeyBindings()
    bindings.bind([.character("x")], to: "up", in: "lists")
    bindings.bind([.character("x")], to: "compose", in: "notes")
    bindings.bind([], to: "delete", in: "notes")
    bindings.bind([.character("n"), .up], to: "up", in: "list")
    let found = bindings.problems(in: [Self.notes, Keymap.list])
    #expect(found.contains(.unknownKeymap("lists", known: ["notes", "list"])))
    #expect(found.contains(.unknownCommand("compose", keymap: "notes", known: ["new note", "delete"])))
    #expect(found.contains(.noKeys("delete", keymap: "notes")))
    #expect(found.contains(.collision(.character("n"), keymap: "notes", commands: ["new note", "list: up"])))
    #expect(found.count == 4, "\(found)")
    #expect(KeyBindings().problems(in: [Self.notes, Keymap.list]).isEmpty, "the defaults of a sound app")
  }

  @Test("key names read as the footer writes them, and control characters are refused")
  func keyNames() {
    let names: [(String, Key?)] = [
      ("n", .character("n")), ("E", .character("E")), ("space", .character(" ")), ("ctrl-r", .control("r")),
      ("↑", .up), ("up", .up), ("pgdn", .pageDown), ("F5", .function(5)), ("shift-↑", Key(.up, [.shift])),
      ("alt-enter", Key(.enter, [.alt])), ("\u{1}", nil), ("\u{1b}", nil), ("nonsense", nil), ("", nil),
    ]
    for (name, key) in names {
      #expect(Key(name: name) == key, "\(name.debugDescription)")
    }
    for command in Keymap.list.commands + Self.notes.commands {
      for key in command.defaultKeys { #expect(Key(name: key.description) == key, "\(key)") }
    }
  }
}
