import WorkTracking

/// One ``DataCache/values(of:)`` subscription's share of the cache's ``WorkTracking/WorkTracker``:
/// a change its consumer has not read yet is work in flight, and so is the value the consumer
/// is handling, until it asks for the next one. The tracker is therefore idle only once every
/// follower of the cache has handled every change (a listener that loads a signed-in user's
/// data included), and a change is counted from the write that made it, not from when its
/// follower gets to run.
@MainActor
final class DeliveryCount: Sendable {
  private let work: WorkTracker
  /// A change the consumer has not read.
  private var unread = false
  /// A value the consumer holds and has not finished with.
  private var handling = false

  init(_ work: WorkTracker) {
    self.work = work
  }

  /// The value changed (the consumer is woken).
  func changed() {
    guard !unread else { return }
    unread = true
    work.begin()
  }

  /// The consumer read the current value, and is handed it when `delivered` (not when it
  /// repeats the last one).
  func read(delivered: Bool) {
    if delivered, !handling {
      handling = true
      work.begin()
    }
    if unread {
      unread = false
      work.end()
    }
  }

  /// The consumer asks for the next value: it is done with the last one.
  func handled() {
    guard handling else { return }
    handling = false
    work.end()
  }

  /// The sequence ended (the consumer stopped, or the cache went): nothing more is in flight.
  func ended() {
    handled()
    if unread {
      unread = false
      work.end()
    }
  }
}
