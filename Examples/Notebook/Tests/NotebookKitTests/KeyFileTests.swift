import Foundation
import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// The user's own keys from `keys.json`, through the framework's binding layer.
@MainActor
@Suite("Rebinding the Notebook's keys")
struct KeyFileTests {
  let clock = TestClock()

  @Test("a key file rebinds new note to a and down to t: they act, n no longer does, the footer says so")
  func rebound() async throws {
    let json = #"{ "note list": { "new note": ["a"] }, "list": { "down": ["down", "t"] } }"#
    let bindings = try NotebookKeyFile.bindings(from: Data(json.utf8)).get()
    let app = NotebookApp(container: await Fixture.container(clock: clock))
    let harness = HeadlessHarness(width: 80, height: 20) { app.rootView }
    harness.host.keyBindings = bindings
    let notebooks = app.coordinator.notebooks
    harness.press(.character("t"), .enter)
    #expect(notebooks.path.count == 1 && notebooks.path != [.notebook(Fixture.home.id)], "t moved down a row")
    harness.press(.escape, .character("k"), .enter)
    #expect(notebooks.path == [.notebook(Fixture.home.id)])
    harness.press(.character("n"))
    #expect(notebooks.modalCover == nil, "n is no longer bound")
    #expect(harness.screen.contains("a new note"))
    harness.press(.character("a"))
    #expect(notebooks.modalCover?.destination == .note(.create(in: Fixture.home.id)))
  }

  @Test("a bad key file gives one line and no bindings")
  func problems() {
    let cases: [(String, String)] = [
      ("[1, 2]", "is not an object of screens, commands and lists of keys"),
      (#"{ "note list": { "new note": ["\u001b"] } }"#, "note list › new note: \"�\" is not a key"),
      (#"{ "notes": { "new note": ["a"] } }"#, "there is no keymap \"notes\""),
      (#"{ "note list": { "new note": ["j"] } }"#, "key j is bound to more than one command"),
    ]
    for (json, message) in cases {
      guard case .failure(let error) = NotebookKeyFile.bindings(from: Data(json.utf8)) else {
        Issue.record("\(json) was accepted")
        continue
      }
      #expect(error.description.contains(message), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }
}
