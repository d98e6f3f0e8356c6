/// The live ``DataCache/values(of:)`` subscribers of one cache.
///
/// Each write is announced before it happens (``willWrite(to:in:)``) and after
/// (``didWrite(_:)``); once the change is committed (at once, or at the end of a batch)
/// ``deliver(_:)`` wakes the consumers whose values changed. A subscriber is never handed a
/// write elsewhere in the model that it can tell apart from its own key path. When the cache
/// goes away, every sequence ends.
@MainActor
final class KeyPathSubscriptions<Model> {
  private var nextID = 0
  private var subscribers: [Int: KeyPathSubscription<Model>] = [:]

  /// How many subscribers are registered (for tests and diagnostics).
  var count: Int { subscribers.count }

  /// How many times subscribers have woken their consumers in total (for tests).
  var yieldCount = 0

  isolated deinit {
    for subscriber in subscribers.values { subscriber.finish() }
  }

  /// Registers a subscriber and returns the id that removes it.
  func add(_ subscriber: KeyPathSubscription<Model>) -> Int {
    nextID += 1
    subscribers[nextID] = subscriber
    return nextID
  }

  func remove(_ id: Int) {
    subscribers[id] = nil
  }

  /// Tells every subscriber that `region` of `model` is about to be written.
  func willWrite(to region: ModelRegion<Model>, in model: Model) {
    for subscriber in subscribers.values { subscriber.willWrite(to: region, in: model) }
  }

  /// Tells every subscriber that the write announced last has happened.
  func didWrite(_ model: Model) {
    for subscriber in subscribers.values { subscriber.didWrite(model) }
  }

  /// Wakes the consumers whose values the committed writes changed.
  func deliver(_ model: Model) {
    for subscriber in subscribers.values where subscriber.deliver(model) { yieldCount += 1 }
  }
}
