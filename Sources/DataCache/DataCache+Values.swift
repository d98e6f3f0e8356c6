extension DataCache {
  /// The value at `keyPath` now and after every change to it, as an `AsyncSequence`.
  ///
  /// The sequence starts with the current value, then yields the value again after writes
  /// that changed it. Writes elsewhere in the model do not wake the consumer. A slow
  /// consumer skips intermediate values and receives the latest one (state, not an event
  /// log). The subscription ends when the consuming task is cancelled or the sequence is
  /// dropped, and the sequence ends when the cache is released.
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
    // A collection the cache cannot place (behind a subscript or a computed property) would
    // be woken by every write: it is compared instead, at the cost of copies.
    let keepsCopies = !(Value.self is any InPlaceElements.Type) || ModelRegion(keyPath).bytes == nil
    let subscriber: KeyPathSubscription<Model> =
      keepsCopies
      ? ComparingSubscription(keyPath, current: storage[keyPath: keyPath], continuation: continuation)
      : CollectionSubscription(keyPath, continuation: continuation)
    continuation.yield()
    let id = subscriptions.add(subscriber)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscriptions.remove(id) }
    }
    let reader = ValueReader { [weak self] in self?.storage[keyPath: keyPath] }
    return DistinctValues(stream, reader: reader, skipsRepeats: keepsCopies)
  }

  /// The number of live ``values(of:)`` subscriptions.
  public var subscriptionCount: Int { subscriptions.count }
}

/// Reads the current value of one subscription on the main actor, or `nil` once the cache
/// is gone.
@MainActor
final class ValueReader<Value: Sendable>: Sendable {
  private let read: @MainActor () -> Value?

  init(_ read: @escaping @MainActor () -> Value?) {
    self.read = read
  }

  func current() -> Value? { read() }
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
      while await changes.next(isolation: actor) != nil {
        guard let value = await reader.current() else { return nil }
        if skipsRepeats {
          if value == last { continue }
          last = value
        }
        return value
      }
      return nil
    }
  }
}
