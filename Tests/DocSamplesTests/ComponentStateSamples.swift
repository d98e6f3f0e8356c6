import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The component-state samples of the documentation, compiled and run.

struct Contact: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

@Observable @MainActor
final class ContactsModel {
  var contacts: [Contact] = []
  var isLoading = false
  var failure: String?
  var selectedID: Contact.ID?
  var reloads = 0
  var retry: StateAction { .retry { [weak self] in self?.reloads += 1 } }

  var state: ComponentState<[Contact]> {
    if isLoading { return .loading }
    if let failure { return .error(StateInfo("Could not load contacts", message: failure, action: retry)) }
    if contacts.isEmpty { return .empty(StateInfo("No contacts yet", message: "Press n to add one.")) }
    return .ready(contacts)
  }
}

struct ContactsView: View {
  let model: ContactsModel
  var body: some View {
    ComponentStateView(model.state) { contacts in
      List(contacts, selection: Binding(model, \.selectedID)) { Text($0.name) }
    }
  }
}

@MainActor
@Suite("Component state samples")
struct ComponentStateSamples {
  @Test("the contacts scene in each state")
  func contacts() {
    let model = ContactsModel()
    let harness = HeadlessHarness(width: 40, height: 6) { ContactsView(model: model) }
    #expect(harness.screen.contains("No contacts yet"))
    model.failure = "The disk is full."
    #expect(harness.screen.contains("Could not load contacts"))
    harness.press(.character("r"))
    #expect(model.reloads == 1)
    model.failure = nil
    model.contacts = [Contact(id: 1, name: "Ada")]
    #expect(harness.screen.contains("Ada"))
    let info = StateInfo(
      "No tasks here", message: "Press n to add one.",
      action: StateAction("New task", key: .character("n")) {})
    #expect(info.action?.title == "New task")
  }

  @Test("an action that is one of the screen's rebindable commands")
  func commandAction() {
    let create = CommandKeys("new note", .character("n"))
    let notes = Keymap("note list", [create])
    let action = StateAction("New note", command: create, in: notes) {}
    #expect(action.key == .character("n") && action.keymapName == "note list")
  }
}
