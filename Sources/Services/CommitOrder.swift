import Foundation

/// Puts writes' results into the cache in the order their transactions committed.
///
/// A write that changes the cache takes a ticket as the last step of its transaction. Writes run
/// one at a time on the database's writer, so tickets follow commit order. Each caller then hands
/// its ticket to ``deliver(_:_:)`` on the main actor with the change to apply, and a change waits
/// there until every earlier ticket is back.
///
/// Without it, two quick writes of one task (a held Space: done, then open again) can reach the
/// main actor in the other order, because each caller resumes on a thread of its own; the cache
/// then shows the first write's task, done, in a list of open ones, although the database holds
/// the second.
@MainActor
final class CommitOrder {
  /// The tickets, taken on the writer's queue.
  nonisolated let tickets = CommitTickets()
  /// The ticket whose change is applied next.
  private var next: UInt64 = 0
  /// Changes handed back before their turn, by ticket (`nil`: the write did not commit).
  private var waiting: [UInt64: (@MainActor () -> Void)?] = [:]

  nonisolated init() {}

  /// Applies `change`, the result of the write that took `ticket` (`nil` when it did not commit),
  /// once the changes of every earlier ticket are applied; then the later ones that were waiting
  /// for it.
  func deliver(_ ticket: UInt64, _ change: (@MainActor () -> Void)?) {
    waiting.updateValue(change, forKey: ticket)
    while let change = waiting.removeValue(forKey: next) {
      next += 1
      change?()
    }
  }

  /// Whether every write that took a ticket has had its change applied: nothing committed is
  /// missing from the cache, so a read that finishes now saw no write the cache has not.
  var isSettled: Bool { tickets.taken == next }
}

/// The tickets of ``CommitOrder``, in the order they are taken.
final class CommitTickets: Sendable {
  private let count = Locked<UInt64>(0)

  /// The next ticket.
  func take() -> UInt64 {
    count.withLock { count in
      defer { count += 1 }
      return count
    }
  }

  /// How many tickets have been taken.
  var taken: UInt64 { count.withLock { $0 } }
}
