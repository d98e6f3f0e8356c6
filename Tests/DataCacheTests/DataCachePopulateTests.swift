import DataCache
import Testing

@MainActor
@Suite("DataCache populate (merge by id)")
struct DataCachePopulateTests {
  let a = Item(id: 1, name: "a")
  let b = Item(id: 2, name: "b")
  let c = Item(id: 3, name: "c")

  @Test("existing ids are updated in place and keep their order")
  func updatesInPlace() {
    let cache = DataCache(value: Model(items: [a, b, c]))
    cache.populate(\.items, with: [Item(id: 2, name: "B"), Item(id: 1, name: "A")])
    #expect(cache.value.items == [Item(id: 1, name: "A"), Item(id: 2, name: "B"), c])
  }

  @Test("new ids are appended in the order given")
  func appendsNew() {
    let cache = DataCache(value: Model(items: [a]))
    cache.populate(\.items, with: [c, b])
    #expect(cache.value.items == [a, c, b])
  }

  @Test("ids absent from the input are kept")
  func keepsAbsent() {
    let cache = DataCache(value: Model(items: [a, b]))
    cache.populate(\.items, with: [Item(id: 2, name: "B")])
    #expect(cache.value.items == [a, Item(id: 2, name: "B")])
  }

  @Test("a repeated id in the input: the last occurrence wins")
  func lastDuplicateWins() {
    let cache = DataCache(value: Model(items: [a]))
    cache.populate(\.items, with: [Item(id: 1, name: "first"), Item(id: 1, name: "last")])
    cache.populate(\.items, with: [Item(id: 9, name: "x"), Item(id: 9, name: "y")])
    #expect(cache.value.items == [Item(id: 1, name: "last"), Item(id: 9, name: "y")])
  }

  @Test("empty input writes nothing and notifies nobody")
  func emptyInput() {
    let cache = DataCache(value: Model(items: [a]))
    let probe = ChangeProbe(cache)
    cache.populate(\.items, with: [])
    #expect(probe.notifications == 0)
    #expect(cache.value.items == [a])
  }

  @Test("input equal to what is stored writes nothing and notifies nobody")
  func equalInput() {
    let cache = DataCache(value: Model(items: [a, b]))
    let probe = ChangeProbe(cache)
    cache.populate(\.items, with: [b, a])
    #expect(probe.notifications == 0)
  }

  @Test("a real change notifies exactly once")
  func changeNotifiesOnce() {
    let cache = DataCache(value: Model(items: [a]))
    let probe = ChangeProbe(cache)
    cache.populate(\.items, with: [Item(id: 1, name: "A"), b, c])
    #expect(probe.notifications == 1)
  }

  @Test("an optional collection that is nil becomes the input, deduplicated")
  func optionalNil() {
    let cache = DataCache(value: Model())
    cache.populate(\.optionalItems, with: [a, b, Item(id: 1, name: "A")])
    #expect(cache.value.optionalItems == [Item(id: 1, name: "A"), b])
  }

  @Test("an optional collection merges by the same rules")
  func optionalMerge() {
    let cache = DataCache(value: Model(optionalItems: [a, b]))
    let probe = ChangeProbe(cache)
    cache.populate(\.optionalItems, with: [b])
    #expect(probe.notifications == 0)
    cache.populate(\.optionalItems, with: [Item(id: 2, name: "B"), c])
    #expect(cache.value.optionalItems == [a, Item(id: 2, name: "B"), c])
    #expect(probe.notifications == 1)
  }

  @Test("empty input into a nil optional collection leaves it nil")
  func optionalEmpty() {
    let cache = DataCache(value: Model())
    cache.populate(\.optionalItems, with: [])
    #expect(cache.value.optionalItems == nil)
  }
}
