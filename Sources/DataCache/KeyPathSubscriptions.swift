/// The live ``DataCache/values(of:)`` subscribers of one cache.
///
/// Each subscriber remembers the last value it delivered and is told about every committed
/// change; it yields only when the value at its own key path differs, so a change elsewhere
/// in the model never wakes its consumer. When the cache goes away, every sequence ends.
@MainActor
final class KeyPathSubscriptions<Model> {
  private struct Subscriber {
    let deliver: (Model) -> Void
    let finish: () -> Void
  }

  private var nextID = 0
  private var subscribers: [Int: Subscriber] = [:]

  /// How many subscribers are registered (for tests and diagnostics).
  var count: Int { subscribers.count }

  /// How many values subscribers have yielded to their consumers in total (for tests).
  var yieldCount = 0

  isolated deinit {
    for subscriber in subscribers.values { subscriber.finish() }
  }

  /// Registers a subscriber and returns the id that removes it.
  func add(deliver: @escaping (Model) -> Void, finish: @escaping () -> Void) -> Int {
    nextID += 1
    subscribers[nextID] = Subscriber(deliver: deliver, finish: finish)
    return nextID
  }

  func remove(_ id: Int) {
    subscribers[id] = nil
  }

  /// Hands a committed model to every subscriber.
  func publish(_ model: Model) {
    for subscriber in subscribers.values { subscriber.deliver(model) }
  }
}
