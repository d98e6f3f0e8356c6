import Testing

@testable import Coordinators

/// A stand-in for a form model that keeps a draft.
@MainActor
final class DraftHolder: DraftRestorable {
  var restored: [String: String] = [:]
  var draft: [String: String] { restored }
  func restore(draft: [String: String]) { restored = draft }
}

@MainActor
@Suite("A restored draft never brings a control character back")
struct DraftSanitizingTests {
  @Test("escape sequences and other controls in a stored draft become �; line breaks stay")
  func sanitized() {
    let modal = ModalDraft()
    modal.pending = ["title": "Buy \u{1B}[31mmilk\u{7}", "notes": "line one\nline two\u{0}"]
    let holder = DraftHolder()
    modal.adopt(holder)
    #expect(holder.restored["title"] == "Buy \u{FFFD}[31mmilk\u{FFFD}")
    #expect(holder.restored["notes"] == "line one\nline two\u{FFFD}")
  }
}
