import Coordinators
import SwitchyardTesting
import Testing

/// A recorder's alerts, answered as a person would, and its requests as a failure prints them.
@MainActor
@Suite("FlowNavigationRecorder: tapping an alert's button, readable requests")
struct FlowNavigationRecorderTapTests {
  enum Destination: Hashable {
    case note(Int)
    case edit(Int)
  }

  /// A recorder whose navigation has asked for "Delete note?"; `log` records the buttons run.
  func confirming(_ log: @escaping @MainActor (String) -> Void) -> FlowNavigationRecorder<Destination> {
    let recorder = FlowNavigationRecorder<Destination>()
    recorder.navigation.alert(
      AlertModel(
        title: "Delete note?", textField: .init(placeholder: "Reason", text: "old"),
        primaryAction: .init("Delete", role: .destructive) { log("delete \($0)") },
        secondaryAction: .init("Keep", role: .cancel) { log("keep \($0)") }))
    return recorder
  }

  @Test("tap runs the button with that title, with the text field's text or the text given")
  func tapRunsTheButton() {
    var log: [String] = []
    let recorder = confirming { log.append($0) }
    recorder.tap("Keep")
    recorder.tap("Delete", text: "duplicate")
    #expect(log == ["keep old", "delete duplicate"])
  }

  @Test("tapping a button the alert does not have fails, naming the buttons it has")
  func tapMissingButtonFails() {
    var log: [String] = []
    let recorder = confirming { log.append($0) }
    withKnownIssue {
      recorder.tap("Remove")
    } matching: {
      $0.description.contains(
        #"No button "Remove" in the alert "Delete note?"; its buttons: "Delete", "Keep""#)
    }
    #expect(log.isEmpty)
  }

  @Test("tapping when no alert was asked for fails")
  func tapWithoutAlertFails() {
    let recorder = FlowNavigationRecorder<Destination>()
    recorder.navigation.navigate(.note(1))
    withKnownIssue {
      recorder.tap("Delete")
    } matching: {
      $0.description.contains(#"No alert to tap "Delete" in"#)
        && $0.description.contains("[.navigate(.note(1))]")
    }
  }

  @Test("requests print as a test writes them, without module or type names")
  func readableRequests() {
    let recorder = confirming { _ in }
    recorder.navigation.navigate(.note(1))
    recorder.navigation.present(.edit(1), .sheet) {}
    recorder.navigation.popTo(.note(1))
    recorder.navigation.pop()
    recorder.navigation.dismiss()
    #expect(
      String(describing: recorder.requests)
        == #"[.alert("Delete note?"), .navigate(.note(1)), .present(.edit(1), .sheet), .popTo(.note(1)), .pop, .dismiss]"#
    )
  }
}
