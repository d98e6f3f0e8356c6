import Testing

@testable import DataCache

/// The id index behind `populate` must agree with the collection after every kind of write;
/// each test writes one way, then merges, and checks the merge rules still hold.
@MainActor
@Suite("DataCache populate after other writes (the id index stays in step)")
struct DataCacheIndexTests {
  let a = Item(id: 1, name: "a")
  let b = Item(id: 2, name: "b")
  let c = Item(id: 3, name: "c")

  /// A cache whose id index for `\.items` has been built by a first merge.
  func indexedCache(_ items: [Item]) -> DataCache<Model> {
    let cache = DataCache(value: Model(items: items))
    cache.populate(\.items, with: [items[0]])
    return cache
  }

  @Test("replacing the whole collection by key path")
  func wholeCollection() {
    let cache = indexedCache([a, b, c])
    cache.update(\.items, with: [c, a])
    cache.populate(\.items, with: [Item(id: 1, name: "A"), b])
    #expect(cache.value.items == [c, Item(id: 1, name: "A"), b])
  }

  @Test("replacing one element by one with another id")
  func elementWithOtherID() {
    let cache = indexedCache([a, b, c])
    cache.update(\.items[1], with: Item(id: 9, name: "x"))
    cache.populate(\.items, with: [Item(id: 9, name: "X"), Item(id: 2, name: "B")])
    #expect(cache.value.items == [a, Item(id: 9, name: "X"), c, Item(id: 2, name: "B")])
  }

  @Test("changing an element's id in place")
  func idInPlace() {
    let cache = indexedCache([a, b, c])
    cache.update(\.items[0].id, with: 7)
    cache.populate(\.items, with: [Item(id: 7, name: "seven"), Item(id: 1, name: "one")])
    #expect(cache.value.items == [Item(id: 7, name: "seven"), b, c, Item(id: 1, name: "one")])
  }

  @Test("replacing one element by one with the same id keeps the index as it is")
  func elementWithSameID() {
    let cache = indexedCache([a, b, c])
    cache.update(\.items[1], with: Item(id: 2, name: "B"))
    #expect(cache.idIndexes.allSatisfy { !$0.isStale })
    cache.populate(\.items, with: [Item(id: 2, name: "BB"), Item(id: 4, name: "d")])
    #expect(cache.value.items == [a, Item(id: 2, name: "BB"), c, Item(id: 4, name: "d")])
  }

  @Test("writes elsewhere in the model keep the index as it is")
  func writesElsewhere() {
    let cache = indexedCache([a, b, c])
    cache.update(\.title, with: "t")
    cache.update(\.count, with: 3)
    cache.populate(\.optionalItems, with: [a])
    #expect(cache.idIndexes.count == 2)
    #expect(cache.idIndexes.allSatisfy { !$0.isStale })
  }

  @Test("removing elements with a transform")
  func removalByTransform() {
    let cache = indexedCache([a, b, c])
    cache.update(\.items) { $0.removeAll { $0.id == 1 } }
    cache.populate(\.items, with: [Item(id: 3, name: "C"), Item(id: 1, name: "again")])
    #expect(cache.value.items == [b, Item(id: 3, name: "C"), Item(id: 1, name: "again")])
  }

  @Test("writes and merges inside a batch")
  func insideBatch() {
    let cache = indexedCache([a, b, c])
    cache.batch { cache in
      cache.update(\.items, with: [c])
      cache.populate(\.items, with: [Item(id: 3, name: "C"), a])
      cache.update(\.items[0], with: b)
      cache.populate(\.items, with: [Item(id: 2, name: "B")])
    }
    #expect(cache.value.items == [Item(id: 2, name: "B"), a])
  }

  @Test("replacing the whole model")
  func wholeModel() {
    let cache = indexedCache([a, b, c])
    cache.update(with: Model(items: [b], title: "new"))
    cache.populate(\.items, with: [Item(id: 2, name: "B"), a])
    #expect(cache.value.items == [Item(id: 2, name: "B"), a])
  }

  @Test("an optional collection emptied to nil, then merged into again")
  func optionalToNil() {
    let cache = DataCache(value: Model())
    cache.populate(\.optionalItems, with: [a, b])
    cache.update(\.optionalItems, with: nil)
    cache.populate(\.optionalItems, with: [Item(id: 2, name: "B")])
    #expect(cache.value.optionalItems == [Item(id: 2, name: "B")])
  }

  @Test("an element of an optional collection replaced through the optional")
  func optionalElement() {
    let cache = DataCache(value: Model())
    cache.populate(\.optionalItems, with: [a, b])
    cache.update(\.optionalItems![0], with: c)
    cache.populate(\.optionalItems, with: [Item(id: 3, name: "C"), a])
    #expect(cache.value.optionalItems == [Item(id: 3, name: "C"), b, a])
  }

  @Test("a collection that repeats an id: the merge replaces the first occurrence")
  func repeatedIDs() {
    let cache = DataCache(value: Model(items: [a, b, Item(id: 1, name: "second a")]))
    cache.populate(\.items, with: [Item(id: 1, name: "A")])
    #expect(cache.value.items == [Item(id: 1, name: "A"), b, Item(id: 1, name: "second a")])
  }
}
