import Coordinators
import Routing
import TerminalUI
import TestFlows
import Testing

@MainActor
@Suite("Routes")
struct RouteTests {
  @Test("a route of up to 64 segments is read; a longer one is refused in one line, not opened")
  func segmentLimit() throws {
    let most = Array(repeating: "a", count: Route.maximumSegments).joined(separator: "/")
    #expect(try Route(parsing: most, scheme: nil).count == Route.maximumSegments)
    #expect(throws: RouteError.self) { try Route(parsing: most + "/a", scheme: nil) }
    do {
      _ = try Route(parsing: String(repeating: "a/", count: 5_000), scheme: nil)
    } catch {
      #expect("\(error)".contains("a route has at most 64 segments; this one has 5000"), "\(error)")
    }
  }

  @Test("a route reads from a URL or a path and writes back as the same URL")
  func parsing() throws {
    let route = try Route(parsing: "notes://folders/Work/notes/Plan", scheme: "notes")
    #expect(route.segments == ["folders", "Work", "notes", "Plan"])
    #expect(route.url(scheme: "notes") == "notes://folders/Work/notes/Plan")
    #expect(try Route(parsing: " /folders/Work/ ", scheme: "notes") == Route(["folders", "Work"]))
    #expect(try Route(parsing: "NOTES://folders//Work", scheme: "notes") == Route(["folders", "Work"]))
    #expect(try Route(parsing: "notes://", scheme: "notes") == .root)
    let odd = Route(["folders", "a b/c ü"])
    #expect(odd.description == "folders/a%20b%2Fc%20%C3%BC")
    #expect(try Route(parsing: odd.url(scheme: "notes"), scheme: "notes") == odd)
  }

  @Test(
    "text that is not a route is refused with a one-line message",
    arguments: [
      ("http://folders/Work", "expected a notes:// URL or a path, not a http:// URL"),
      ("notes://folders?x=1", "a route has no query or fragment"),
      ("notes://folders#top", "a route has no query or fragment"),
      ("notes://folders/%E0%A4", "bad percent-encoding"),
      ("notes://folders/%1B%5B2J", "control characters are not allowed"),
      ("notes://folders/a b", "spaces must be written %20"),
    ])
  func malformed(text: String, reason: String) {
    #expect {
      _ = try Route(parsing: text, scheme: "notes")
    } throws: { error in
      let error = error as! RouteError
      return error.kind == .malformed && error.message.contains(reason) && !error.message.contains("\n")
        && !error.message.contains("\u{1B}")
    }
  }

  @Test("a stack writes its path then its modal, and goes back to them")
  func stackRoundTrip() throws {
    let notes = NotesCoordinator()
    notes.path = [.folder("Work"), .note("Plan")]
    notes.present(modal: .compose, type: .sheet)
    #expect(notes.route == Route(["folders", "Work", "notes", "Plan", "compose"]))
    let copy = NotesCoordinator()
    try copy.open(notes.route)
    #expect(copy.path == notes.path)
    #expect(copy.modalCover?.destination == .compose && copy.modalCover?.style == .sheet)
    try copy.open(Route(["settings"]))
    #expect(copy.path.isEmpty && copy.modalCover?.style == .fullscreenCover)
  }

  @Test("a route that fails part-way changes nothing; its nearest valid parent opens instead")
  func allOrNothing() throws {
    let notes = NotesCoordinator()
    notes.path = [.note("Keep")]
    for (segments, kind, message, valid) in [
      (
        ["folders", "Work", "bogus"], RouteError.Kind.unknownPlace, "there is no ‘bogus’ in /folders/Work", 2
      ),
      (["folders", "Work", "folders", "Gone"], .notFound, "there is no folder Gone", 2),
      (["folders"], .badID, "/folders needs a folder id", 0),
      (["compose", "notes", "x"], .unknownPlace, "there is no ‘notes’ in /compose", 1),
    ] {
      #expect(throws: RouteError(kind, message, validCount: valid)) { try notes.open(Route(segments)) }
      #expect(notes.path == [.note("Keep")] && notes.modalCover == nil)
    }
    let (opened, error) = notes.openNearest(Route(["folders", "Work", "folders", "Gone", "notes", "x"]))
    #expect(opened == Route(["folders", "Work"]))
    #expect(error?.message == "there is no folder Gone")
    #expect(notes.path == [.folder("Work")])
  }

  @Test("tabs route through the selected tab; the empty route is the first tab's root")
  func tabs() throws {
    let app = SessionCoordinator()
    let tabs = NotesTabsCoordinator()
    app.switchTo(.signedIn(tabs))
    try app.open(Route(["archive", "folders", "Old"]))
    #expect(tabs.selectedTab == .archive && tabs.archive.path == [.folder("Old")])
    #expect(app.route == Route(["archive", "folders", "Old"]))
    try app.open(.root)
    #expect(tabs.selectedTab == .notes && tabs.notes.path.isEmpty)
    #expect(throws: RouteError(.unknownPlace, "there is no ‘trash’ in /", validCount: 0)) {
      try app.open(Route(["trash"]))
    }
  }

  @Test("a snapshot holds every tab's place, the current last, and restores them all")
  func snapshot() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.path = [.folder("Work")]
    tabs.archive.path = [.note("Old")]
    tabs.archive.present(modal: .compose, type: .sheet)
    tabs.selectedTab = .archive
    let snapshot = tabs.navigationSnapshot
    #expect(snapshot.entries.map(\.route.description) == ["notes/folders/Work", "archive/notes/Old/compose"])
    let restored = NotesTabsCoordinator()
    #expect(restored.restore(snapshot).isEmpty)
    #expect(restored.selectedTab == .archive && restored.notes.path == [.folder("Work")])
    #expect(restored.archive.path == [.note("Old")] && restored.archive.modalCover?.destination == .compose)
  }

  @Test("a sheet's draft is saved with its route and given to the sheet's model when it is made")
  func drafts() throws {
    let drafts = DraftingCoordinator()
    let harness = HeadlessHarness(width: 40, height: 10) { DraftingCoordinator.rootView(with: drafts) }
    drafts.present(modal: .compose, type: .sheet)
    harness.type("Dear Ada")
    #expect(
      drafts.navigationSnapshot.entries == [.init(route: Route(["compose"]), draft: ["text": "Dear Ada"])])

    let restored = DraftingCoordinator()
    let restoredHarness = HeadlessHarness(width: 40, height: 10) {
      DraftingCoordinator.rootView(with: restored)
    }
    #expect(restored.restore(drafts.navigationSnapshot).isEmpty)
    #expect(restoredHarness.screen.contains("Dear Ada"))
    #expect(restored.routeDraft == ["text": "Dear Ada"])
  }
}
