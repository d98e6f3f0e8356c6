/// One ``DataCache/values(of:)`` subscriber: it decides, write by write, whether the value
/// at its key path changed, and wakes its consumer (who then reads the current value).
///
/// Two ways to decide, chosen by the value's type and key path:
/// - Most values are remembered: after a write that may have reached them, the current value
///   is compared with the last one delivered, so only real changes wake the consumer.
/// - Collections (arrays, dictionaries, sets, and optionals of them) at stored properties
///   are not remembered: a remembered copy would share the collection's storage and make the
///   next in-place write (`update(\.items[i], ...)`, `populate`) copy all of it. A write to
///   the collection itself or inside it wakes the consumer; a write to a part of the model
///   containing it is compared before and after; a write the cache cannot place (through a
///   subscript or a computed property elsewhere) wakes it too, so a consumer may now and
///   then be handed a collection equal to the previous one.
@MainActor
class KeyPathSubscription<Model> {
  let region: ModelRegion
  private let continuation: AsyncStream<Void>.Continuation
  /// Counts a change as work in flight until the consumer has handled it (a cache with a
  /// work tracker).
  private let delivery: DeliveryCount?
  /// Whether a committed or pending write may have changed the value.
  var isPending = false

  init(region: ModelRegion, continuation: AsyncStream<Void>.Continuation, delivery: DeliveryCount?) {
    self.region = region
    self.continuation = continuation
    self.delivery = delivery
  }

  func willWrite(to written: ModelRegion, in model: Model) {}
  func didWrite(_ model: Model) {}

  /// Wakes the consumer if the value changed; returns whether it did.
  func deliver(_ model: Model) -> Bool { false }

  /// Wakes the consumer, who reads the value when it gets to run.
  func wake() {
    delivery?.changed()
    continuation.yield()
  }

  func finish() { continuation.finish() }
}

/// A subscriber that remembers the last value it delivered and compares.
final class ComparingSubscription<Model, Value: Equatable>: KeyPathSubscription<Model> {
  private let keyPath: KeyPath<Model, Value>
  private var last: Value

  init(
    _ keyPath: KeyPath<Model, Value>, current: Value, continuation: AsyncStream<Void>.Continuation,
    delivery: DeliveryCount?
  ) {
    self.keyPath = keyPath
    last = current
    super.init(region: ModelRegion(keyPath), continuation: continuation, delivery: delivery)
  }

  override func willWrite(to written: ModelRegion, in model: Model) {
    if !isPending, written.relation(toWatched: region) != .disjoint { isPending = true }
  }

  override func deliver(_ model: Model) -> Bool {
    guard isPending else { return false }
    isPending = false
    let value = model[keyPath: keyPath]
    guard value != last else { return false }
    last = value
    wake()
    return true
  }
}

/// A subscriber of a collection: it keeps no copy, and decides from where each write lands.
final class CollectionSubscription<Model, Value: Equatable>: KeyPathSubscription<Model> {
  private let keyPath: KeyPath<Model, Value>
  /// The value before a write that covers it, to compare with after.
  private var before: Value?

  init(
    _ keyPath: KeyPath<Model, Value>, continuation: AsyncStream<Void>.Continuation, delivery: DeliveryCount?
  ) {
    self.keyPath = keyPath
    super.init(region: ModelRegion(keyPath), continuation: continuation, delivery: delivery)
  }

  override func willWrite(to written: ModelRegion, in model: Model) {
    guard !isPending else { return }
    switch written.relation(toWatched: region) {
    case .disjoint: break
    case .same, .inside, .unknown: isPending = true
    // Replaced along with its container: no in-place write, so keeping it costs no copy.
    case .covers: before = model[keyPath: keyPath]
    }
  }

  override func didWrite(_ model: Model) {
    guard let before else { return }
    self.before = nil
    if model[keyPath: keyPath] != before { isPending = true }
  }

  override func deliver(_ model: Model) -> Bool {
    guard isPending else { return false }
    isPending = false
    wake()
    return true
  }
}

/// Types whose elements are written in place, so that keeping a copy of a value would make
/// such a write copy all of it.
protocol InPlaceElements {}
extension Array: InPlaceElements {}
extension ContiguousArray: InPlaceElements {}
extension Dictionary: InPlaceElements {}
extension Set: InPlaceElements {}
extension Optional: InPlaceElements where Wrapped: InPlaceElements {}
