import Testing
import WorkTracking

@testable import DataCache

/// Following a collection with `values(of:)` must not make writes into it copy it.
@MainActor
@Suite("DataCache key-path value sequences of collections")
struct DataCacheCollectionValuesTests {
  /// A fresh array, so the cache owns its storage alone (a shared one is copied on its
  /// first write, whoever watches it).
  var items: [Item] { (0..<1_000).map { Item(id: $0, name: "item \($0)") } }

  /// Where the cache's `items` keep their elements (read without keeping a reference).
  func storageAddress(_ cache: DataCache<Model>) -> UInt {
    cache.value.items.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }

  @Test("writes into a followed collection happen in place, and the consumer sees them")
  func noCopy() async {
    let cache = DataCache(value: Model(items: items))
    var iterator = cache.values(of: \.items).makeAsyncIterator()
    #expect(await iterator.next()?.count == 1_000)
    let address = storageAddress(cache)
    cache.update(\.items[500].name, with: "changed")
    cache.populate(\.items, with: [Item(id: 7, name: "seven")])
    #expect(storageAddress(cache) == address)
    let latest = await iterator.next()
    #expect(latest?[500].name == "changed")
    #expect(latest?[7].name == "seven")
  }

  @Test("a consumer waiting for the next collection does not make writes copy it either")
  func noCopyWhileWaiting() async {
    let work = WorkTracker()
    let cache = DataCache(value: Model(items: items), work: work)
    let values = cache.values(of: \.items)
    let consumer = Task { @MainActor in
      var names: [String] = []
      for await items in values {
        names.append(items[500].name)
        if names.count == 2 { return names }
      }
      return names
    }
    await work.idle()  // the consumer has handled the first value and waits for the next
    let address = storageAddress(cache)
    cache.update(\.items[500].name, with: "changed")
    #expect(storageAddress(cache) == address)
    #expect(await consumer.value == ["item 500", "changed"])
  }

  @Test("stored properties elsewhere do not wake a collection's consumer; its own writes do")
  func wakesOnlyForItsCollection() async {
    let cache = DataCache(value: Model(items: items))
    var iterator = cache.values(of: \.items).makeAsyncIterator()
    _ = await iterator.next()
    let before = cache.subscriptions.yieldCount
    cache.update(\.title, with: "t")
    cache.update(\.count, with: 2)
    cache.populate(\.optionalItems, with: [Item(id: 1, name: "x")])
    cache.update(with: Model(items: items, optionalItems: [], title: "u", count: 3))
    #expect(cache.subscriptions.yieldCount == before)
    cache.update(\.items) { $0.removeLast() }
    #expect(cache.subscriptions.yieldCount == before + 1)
    cache.update(with: Model(items: [], title: "u", count: 3))
    #expect(cache.subscriptions.yieldCount == before + 2)
    #expect(await iterator.next() == [])
  }

  @Test("a batch that writes a followed collection several times wakes its consumer once")
  func batchOnce() async {
    let cache = DataCache(value: Model(items: items))
    var iterator = cache.values(of: \.items).makeAsyncIterator()
    _ = await iterator.next()
    let before = cache.subscriptions.yieldCount
    cache.batch { cache in
      cache.update(\.items[0].name, with: "first")
      cache.populate(\.items, with: [Item(id: 5_000, name: "new")])
    }
    #expect(cache.subscriptions.yieldCount == before + 1)
    let latest = await iterator.next()
    #expect(latest?.first?.name == "first")
    #expect(latest?.last?.name == "new")
  }

  @Test("an optional collection is followed without a copy too")
  func optionalCollection() async {
    let cache = DataCache(value: Model(optionalItems: items))
    var iterator = cache.values(of: \.optionalItems).makeAsyncIterator()
    #expect(await iterator.next()??.count == 1_000)
    let address = cache.value.optionalItems!.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    cache.populate(\.optionalItems, with: [Item(id: 3, name: "three")])
    #expect(
      cache.value.optionalItems!.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
    #expect(await iterator.next()??[3].name == "three")
  }

  @Test("a value inside a collection is compared, and never arrives twice in a row")
  func elementOfCollection() async {
    let cache = DataCache(value: Model(items: items))
    var iterator = cache.values(of: \.items[3]).makeAsyncIterator()
    #expect(await iterator.next() == Item(id: 3, name: "item 3"))
    let before = cache.subscriptions.yieldCount
    cache.update(\.items[4].name, with: "four")
    cache.update(\.items[3].name, with: "three")
    cache.update(\.items[3].name, with: "item 3")
    #expect(cache.subscriptions.yieldCount == before + 2)
    cache.update(\.items[3].name, with: "3")
    #expect(await iterator.next()?.name == "3")
  }

  @Test("a collection behind a force-unwrap or subscript is compared, so writes elsewhere never wake it")
  func unplacedCollection() async {
    let cache = DataCache(value: Model(items: items, optionalItems: items))
    var iterator = cache.values(of: \.optionalItems!).makeAsyncIterator()
    _ = await iterator.next()
    let before = cache.subscriptions.yieldCount
    cache.update(\.title, with: "t")
    cache.update(\.items[0].name, with: "zero")
    #expect(cache.subscriptions.yieldCount == before)
    cache.update(\.optionalItems![0].name, with: "zero")
    #expect(cache.subscriptions.yieldCount == before + 1)
    #expect(await iterator.next()?[0].name == "zero")
  }
}
