import Foundation
import GRDB
import Testing

@testable import Services

/// Writes' results reach the cache in the order the writes committed, whatever order their
/// callers get back to the main actor in; a write that did not commit holds up nothing.
@MainActor
@Suite("Commit order: results reach the cache as their writes committed")
struct CommitOrderTests {
  @Test("Handed back 2, 0, 1: applied 0, 1, 2; the later ones wait for the earlier")
  func appliedInTicketOrder() {
    let order = CommitOrder()
    let tickets = (0..<3).map { _ in order.tickets.take() }
    var applied: [UInt64] = []
    order.deliver(tickets[2]) { applied.append(2) }
    #expect(applied.isEmpty, "2 waits for 0 and 1")
    order.deliver(tickets[0]) { applied.append(0) }
    #expect(applied == [0])
    order.deliver(tickets[1]) { applied.append(1) }
    #expect(applied == [0, 1, 2])
  }

  @Test("A ticket handed back without a change (its write did not commit) lets the next through")
  func uncommittedTicket() {
    let order = CommitOrder()
    let first = order.tickets.take()
    let second = order.tickets.take()
    var applied = false
    order.deliver(second) { applied = true }
    #expect(!applied)
    order.deliver(first, nil)
    #expect(applied)
  }

  @Test("Settled only when every ticket taken is back")
  func settled() {
    let order = CommitOrder()
    #expect(order.isSettled)
    let ticket = order.tickets.take()
    #expect(!order.isSettled, "a write committed, its result not in the cache yet")
    order.deliver(ticket) {}
    #expect(order.isSettled)
  }

  @Test("A write whose commit fails hands its ticket back: the next write's result still shows")
  func failedCommit() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let userID = try #require(session.cache.value.session?.id)
    // The foreign key is checked at COMMIT (deferred), after the ticket was taken.
    await #expect(throws: DatabaseFailure.self) {
      try await session.context.write(for: userID) { db in
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        try db.execute(
          sql: "INSERT INTO projects (user_id, name, created_at) VALUES (999, 'Nobody''s', '2026-01-01')")
      } then: { _, _ in
        Issue.record("a write that did not commit reached the cache")
      }
    }
    #expect(session.context.commits.isSettled)
    try await session.projects.create(name: "Home")
    #expect(session.cache.value.projects.map(\.name) == ["Home"])
  }
}
