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
  private var ids: [Int] = []
  private var subscribers: [KeyPathSubscription<Model>] = []

  /// How many subscribers are registered (for tests and diagnostics).
  var count: Int { ids.count }

  /// How many times subscribers have woken their consumers in total (for tests).
  var yieldCount = 0

  isolated deinit {
    for subscriber in subscribers { subscriber.finish() }
  }

  /// Registers a subscriber and returns the id that removes it.
  func add(_ subscriber: KeyPathSubscription<Model>) -> Int {
    nextID += 1
    ids.append(nextID)
    subscribers.append(subscriber)
    return nextID
  }

  func remove(_ id: Int) {
    guard let position = ids.firstIndex(of: id) else { return }
    ids.remove(at: position)
    subscribers.remove(at: position)
  }

  /// Tells every subscriber that `region` of `model` is about to be written.
  func willWrite(to region: ModelRegion, in model: Model) {
    // Checked on `ids` first: even asking a generic array whether it is empty looks its
    // type up at run time.
    guard !ids.isEmpty else { return }
    for subscriber in subscribers { subscriber.willWrite(to: region, in: model) }
  }

  /// Tells every subscriber that the write announced last has happened.
  func didWrite(_ model: Model) {
    guard !ids.isEmpty else { return }
    for subscriber in subscribers { subscriber.didWrite(model) }
  }

  /// Wakes the consumers whose values the committed writes changed.
  func deliver(_ model: Model) {
    guard !ids.isEmpty else { return }
    for subscriber in subscribers where subscriber.deliver(model) { yieldCount += 1 }
  }
}
