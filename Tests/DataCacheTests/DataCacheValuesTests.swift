import Testing

@testable import DataCache

@MainActor
@Suite("DataCache key-path value sequences")
struct DataCacheValuesTests {
  @Test("starts with the current value, then yields each distinct change")
  func currentThenChanges() async {
    let cache = DataCache(value: Model(title: "a"))
    var iterator = cache.values(of: \.title).makeAsyncIterator()
    #expect(await iterator.next() == "a")
    cache.update(\.title, with: "b")
    #expect(await iterator.next() == "b")
    cache.update(\.title, with: "a")
    #expect(await iterator.next() == "a")
  }

  @Test("changes to other key paths do not wake the subscriber")
  func unrelatedChangesAreSilent() async {
    let cache = DataCache(value: Model(title: "a"))
    var iterator = cache.values(of: \.title).makeAsyncIterator()
    #expect(await iterator.next() == "a")
    let before = cache.subscriptions.yieldCount
    cache.update(\.count, with: 1)
    cache.populate(\.items, with: [Item(id: 1, name: "x")])
    cache.update(with: Model(items: [Item(id: 1, name: "x")], title: "a", count: 2))
    #expect(cache.subscriptions.yieldCount == before)
    cache.update(\.title, with: "c")
    #expect(cache.subscriptions.yieldCount == before + 1)
    #expect(await iterator.next() == "c")
  }

  @Test("a batch yields the final value once")
  func batchYieldsOnce() async {
    let cache = DataCache(value: Model(count: 0))
    var iterator = cache.values(of: \.count).makeAsyncIterator()
    #expect(await iterator.next() == 0)
    let before = cache.subscriptions.yieldCount
    cache.batch { cache in
      cache.update(\.count, with: 1)
      cache.update(\.count, with: 2)
    }
    #expect(cache.subscriptions.yieldCount == before + 1)
    #expect(await iterator.next() == 2)
  }

  @Test("a slow consumer gets the latest value and never a repeat")
  func slowConsumer() async {
    let cache = DataCache(value: Model(title: "a"))
    var iterator = cache.values(of: \.title).makeAsyncIterator()
    cache.update(\.title, with: "b")
    cache.update(\.title, with: "c")
    #expect(await iterator.next() == "c")
    cache.update(\.title, with: "c")
    cache.update(\.title, with: "d")
    #expect(await iterator.next() == "d")
  }

  @Test("cancelling the consumer ends the subscription")
  func cancellationEnds() async {
    let cache = DataCache(value: Model())
    let values = cache.values(of: \.count)
    #expect(cache.subscriptionCount == 1)
    let consumer = Task {
      var seen = 0
      for await _ in values { seen += 1 }
      return seen
    }
    consumer.cancel()
    #expect(await consumer.value >= 0)
    #expect(cache.subscriptionCount == 0, "the consumer's end ended the subscription")
  }

  @Test("the sequence ends when the cache is released")
  func endsWithCache() async {
    var cache: DataCache<Model>? = DataCache(value: Model())
    var iterator = cache!.values(of: \.count).makeAsyncIterator()
    #expect(await iterator.next() == 0)
    cache = nil
    #expect(await iterator.next() == nil)
  }
}
