import DataCache
import Testing

@MainActor
@Suite("DataCache updates")
struct DataCacheUpdateTests {
  @Test("init stores the value")
  func initStoresValue() {
    let cache = DataCache(value: Model(title: "hello"))
    #expect(cache.value.title == "hello")
  }

  @Test("update(with:) replaces the model and notifies once")
  func updateWholeModel() async {
    let cache = DataCache(value: Model())
    let probe = ChangeProbe(cache)
    cache.update(with: Model(title: "new", count: 3))
    #expect(cache.value == Model(title: "new", count: 3))
    #expect(probe.notifications == 1)
  }

  @Test("update(with:) an equal model writes nothing and notifies nobody")
  func updateWithEqualModel() {
    let cache = DataCache(value: Model(title: "same"))
    let probe = ChangeProbe(cache)
    cache.update(with: Model(title: "same"))
    #expect(probe.notifications == 0)
  }

  @Test("update(_:with:) changes one key path")
  func updateKeyPath() {
    let cache = DataCache(value: Model(title: "a", count: 1))
    let probe = ChangeProbe(cache)
    cache.update(\.title, with: "b")
    #expect(cache.value == Model(title: "b", count: 1))
    #expect(probe.notifications == 1)
  }

  @Test("update(_:with:) an equal value notifies nobody")
  func updateKeyPathEqual() {
    let cache = DataCache(value: Model(count: 7))
    let probe = ChangeProbe(cache)
    cache.update(\.count, with: 7)
    #expect(probe.notifications == 0)
  }

  @Test("update(_:with:) reaches into one element of a collection")
  func updateOneElement() {
    let cache = DataCache(value: Model(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]))
    cache.update(\.items[1].name, with: "B")
    #expect(cache.value.items == [Item(id: 1, name: "a"), Item(id: 2, name: "B")])
  }

  @Test("update(_:transform:) writes only when the result differs")
  func updateTransform() async {
    let cache = DataCache(value: Model(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]))
    let probe = ChangeProbe(cache)
    cache.update(\.items) { items in items.removeAll { $0.id == 3 } }
    #expect(probe.notifications == 0)
    cache.update(\.items) { items in items.removeAll { $0.id == 1 } }
    #expect(cache.value.items == [Item(id: 2, name: "b")])
    #expect(probe.notifications == 1)
  }

  @Test("batch sends one notification for several changes")
  func batchNotifiesOnce() async {
    let cache = DataCache(value: Model())
    let probe = ChangeProbe(cache)
    cache.batch { cache in
      cache.update(\.title, with: "one")
      cache.update(\.count, with: 1)
      cache.populate(\.items, with: [Item(id: 1, name: "x")])
      #expect(probe.notifications == 0)
    }
    #expect(probe.notifications == 1)
    #expect(cache.value == Model(items: [Item(id: 1, name: "x")], title: "one", count: 1))
    await probe.idle()
    cache.update(\.count, with: 2)
    #expect(probe.notifications == 2)
  }

  @Test("a batch that changes nothing notifies nobody")
  func emptyBatch() {
    let cache = DataCache(value: Model(title: "t"))
    let probe = ChangeProbe(cache)
    cache.batch { cache in
      cache.update(\.title, with: "t")
    }
    #expect(probe.notifications == 0)
  }

  @Test("nested batches notify once, at the end of the outermost")
  func nestedBatch() {
    let cache = DataCache(value: Model())
    let probe = ChangeProbe(cache)
    cache.batch { outer in
      outer.batch { inner in inner.update(\.count, with: 1) }
      #expect(probe.notifications == 0)
      outer.update(\.title, with: "x")
    }
    #expect(probe.notifications == 1)
  }
}

@MainActor
@Suite("DataCache version")
struct DataCacheVersionTests {
  @Test("the version counts committed changes only")
  func version() {
    let cache = DataCache(value: Model())
    #expect(cache.version == 0)
    cache.update(\.count, with: 0)
    cache.populate(\.items, with: [])
    #expect(cache.version == 0)
    cache.update(\.count, with: 1)
    cache.batch { cache in
      cache.update(\.title, with: "a")
      cache.update(\.title, with: "a")
    }
    #expect(cache.version == 2)
  }
}
