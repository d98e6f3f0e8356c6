extension DataCache {
  /// The value at `keyPath` now and after every change to it, as an `AsyncSequence`.
  ///
  /// The sequence starts with the current value, then yields the value again after writes
  /// that changed it. Writes elsewhere in the model do not wake the consumer. A slow
  /// consumer skips intermediate values and receives the latest one (state, not an event
  /// log). The subscription ends when the consuming task is cancelled or the sequence is
  /// dropped, and the sequence ends when the cache is released.
  ///
  /// With a ``work`` tracker, each change counts as work in flight from the write until the
  /// consumer has handled it (it asks for the next value, or stops): waiting for the tracker
  /// waits for every follower of the cache. A sequence that is kept but not iterated keeps the
  /// tracker busy.
  ///
  /// Values are read when the consumer asks for them, and the cache keeps no copy of a
  /// collection (an array, dictionary or set, or an optional one) that it follows at a
  /// stored property (`\.items`, `\.inbox.items`), so watching a large collection does not
  /// make writes into it copy it. The price: the cache cannot compare such a collection with
  /// its last value, so its consumer may be handed a collection equal to the previous one,
  /// after a write the cache could not place (through a subscript or a computed property
  /// elsewhere in the model) or one that changed it and changed it back. Any other value
  /// never arrives twice in a row.
  ///
  /// ```swift
  /// for await session in cache.values(of: \.session) {
  ///   if session == nil { clearUserData() }
  /// }
  /// ```
  public func values<Value: Equatable & Sendable>(
    of keyPath: KeyPath<Model, Value>
  ) -> DistinctValues<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let delivery = work.map(DeliveryCount.init)
    // A collection the cache cannot place (behind a subscript or a computed property) would
    // be woken by every write: it is compared instead, at the cost of copies.
    let keepsCopies = !(Value.self is any InPlaceElements.Type) || ModelRegion(keyPath).bytes == nil
    let subscriber: KeyPathSubscription<Model> =
      keepsCopies
      ? ComparingSubscription(
        keyPath, current: storage[keyPath: keyPath], continuation: continuation, delivery: delivery)
      : CollectionSubscription(keyPath, continuation: continuation, delivery: delivery)
    subscriber.wake()
    let id = subscriptions.add(subscriber)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        self?.subscriptions.remove(id)
        delivery?.ended()
      }
    }
    let read: @MainActor () -> Value? = { [weak self] in self?.storage[keyPath: keyPath] }
    let end: @MainActor () -> Void = { [weak self] in self?.subscriptions.remove(id) }
    let reader = ValueReader(delivery: delivery, read: read, end: end)
    return DistinctValues(stream, reader: reader, skipsRepeats: keepsCopies)
  }

  /// The number of live ``values(of:)`` subscriptions.
  public var subscriptionCount: Int { subscriptions.count }
}

/// What a consumer of ``DistinctValues`` finds when woken.
enum Reading<Value: Sendable>: Sendable {
  /// The value to hand over.
  case value(Value)
  /// The same value as last time (skipped).
  case repeated
  /// The cache is gone.
  case ended
}

/// Reads the current value of one subscription on the main actor, and keeps its share of the
/// cache's work tracker (if any) in step with what the consumer has read and handled.
@MainActor
final class ValueReader<Value: Equatable & Sendable>: Sendable {
  private let read: @MainActor () -> Value?
  private let end: @MainActor () -> Void
  private let delivery: DeliveryCount?

  init(
    delivery: DeliveryCount?, read: @escaping @MainActor () -> Value?, end: @escaping @MainActor () -> Void
  ) {
    self.delivery = delivery
    self.read = read
    self.end = end
  }

  /// Whether what the consumer reads is counted in a work tracker.
  nonisolated var isTracked: Bool { delivery != nil }

  /// The value now, unless it equals `last` and repeats are skipped.
  func take(after last: Value?, skipsRepeats: Bool) -> Reading<Value> {
    guard let value = read() else {
      delivery?.ended()
      return .ended
    }
    let repeated = skipsRepeats && value == last
    delivery?.read(delivered: !repeated)
    return repeated ? .repeated : .value(value)
  }

  /// The consumer is done with the last value it was handed.
  func handled() { delivery?.handled() }

  /// The consumer stopped: the subscription ends now (not when the stream's termination
  /// handler gets to run), with nothing left in flight.
  func ended() {
    end()
    delivery?.ended()
  }
}

/// An asynchronous sequence of the values at one key path of a ``DataCache``.
///
/// Returned by ``DataCache/values(of:)``, which describes when values arrive.
public struct DistinctValues<Element: Equatable & Sendable>: AsyncSequence, Sendable {
  private let changes: AsyncStream<Void>
  private let reader: ValueReader<Element>
  private let skipsRepeats: Bool

  init(_ changes: AsyncStream<Void>, reader: ValueReader<Element>, skipsRepeats: Bool) {
    self.changes = changes
    self.reader = reader
    self.skipsRepeats = skipsRepeats
  }

  /// Creates the iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(changes: changes.makeAsyncIterator(), reader: reader, skipsRepeats: skipsRepeats)
  }

  /// Iterates ``DistinctValues``.
  public struct Iterator: AsyncIteratorProtocol {
    var changes: AsyncStream<Void>.Iterator
    let reader: ValueReader<Element>
    let skipsRepeats: Bool
    var last: Element?

    /// The current value once it has changed, or `nil` when the sequence ends.
    public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
      if reader.isTracked { await reader.handled() }
      while await changes.next(isolation: actor) != nil {
        switch await reader.take(after: last, skipsRepeats: skipsRepeats) {
        case .value(let value):
          if skipsRepeats { last = value }
          return value
        case .repeated: continue
        case .ended: return nil
        }
      }
      await reader.ended()
      return nil
    }
  }
}
