extension DataCache {
  /// The value at `keyPath` now and after every change to it, as an `AsyncSequence`.
  ///
  /// The sequence starts with the current value, then yields each distinct new value.
  /// Changes elsewhere in the model do not wake the consumer. A slow consumer skips
  /// intermediate values and receives the latest one (state, not an event log), and never
  /// receives the same value twice in a row. The subscription ends when the consuming task
  /// is cancelled or the sequence is dropped.
  ///
  /// ```swift
  /// for await session in cache.values(of: \.session) {
  ///   if session == nil { clearUserData() }
  /// }
  /// ```
  public func values<Value: Equatable & Sendable>(
    of keyPath: KeyPath<Model, Value>
  ) -> DistinctValues<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: .bufferingNewest(1))
    var last = untrackedValue[keyPath: keyPath]
    continuation.yield(last)
    let id = subscriptions.add(
      deliver: { [weak subscriptions] model in
        let value = model[keyPath: keyPath]
        guard value != last else { return }
        last = value
        subscriptions?.yieldCount += 1
        continuation.yield(value)
      },
      finish: { continuation.finish() })
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscriptions.remove(id) }
    }
    return DistinctValues(stream)
  }

  /// The number of live ``values(of:)`` subscriptions.
  public var subscriptionCount: Int { subscriptions.count }
}

/// An asynchronous sequence of values in which no value follows an equal one.
///
/// Returned by ``DataCache/values(of:)``.
public struct DistinctValues<Element: Equatable & Sendable>: AsyncSequence, Sendable {
  private let stream: AsyncStream<Element>

  init(_ stream: AsyncStream<Element>) {
    self.stream = stream
  }

  /// Creates the iterator that filters out repeats.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator())
  }

  /// Iterates ``DistinctValues``.
  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<Element>.Iterator
    var last: Element?

    /// The next value that differs from the previous one, or `nil` when the stream ends.
    public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
      while let value = await base.next(isolation: actor) {
        if value != last {
          last = value
          return value
        }
      }
      return nil
    }
  }
}
