import DataCache
import Testing

/// Random sequences of every kind of write, checked step by step against a plain array
/// merged by the documented rules (a reference that walks the whole array each time).
@MainActor
@Suite("DataCache populate against a reference merge")
struct DataCacheIndexModelTests {
  /// The documented rules, the slow and obvious way.
  static func referenceMerge(_ existing: [Item], _ incoming: [Item]) -> [Item] {
    var result = existing
    for (offset, element) in incoming.enumerated()
    where incoming.firstIndex(where: { $0.id == element.id }) == offset {
      let latest = incoming.last { $0.id == element.id }!
      if let position = existing.firstIndex(where: { $0.id == element.id }) {
        result[position] = latest
      } else {
        result.append(latest)
      }
    }
    return result
  }

  @Test("every write path, in 2,000 random steps", arguments: [1, 2, 3])
  func randomWrites(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let cache = DataCache(value: Model())
    var expected = Model()
    for _ in 0..<2_000 {
      let items = expected.items
      let id = random.next(upTo: 30)
      let item = Item(id: id, name: "n\(random.next(upTo: 3))")
      switch random.next(upTo: 8) {
      case 0, 1, 2:
        let incoming = (0...random.next(upTo: 4)).map { _ in
          Item(id: random.next(upTo: 30), name: "n\(random.next(upTo: 3))")
        }
        cache.populate(\.items, with: incoming)
        expected.items = Self.referenceMerge(items, incoming)
      case 3 where !items.isEmpty:
        // Half the time the same id (the index keeps its positions), else another one.
        let position = random.next(upTo: items.count)
        let replacement = random.next(upTo: 2) == 0 ? item : Item(id: items[position].id, name: item.name)
        cache.update(\.items[position], with: replacement)
        expected.items[position] = replacement
      case 4 where !items.isEmpty:
        let position = random.next(upTo: items.count)
        cache.update(\.items[position].id, with: id)
        expected.items[position].id = id
      case 5:
        cache.update(\.items) { $0.removeAll { $0.id == id } }
        expected.items.removeAll { $0.id == id }
      case 6:
        let shuffled = items.shuffled(using: &random)
        cache.update(\.items, with: shuffled)
        expected.items = shuffled
      default:
        cache.batch { cache in
          cache.update(\.title, with: item.name)
          cache.populate(\.items, with: [item])
        }
        expected.title = item.name
        expected.items = Self.referenceMerge(items, [item])
      }
      #expect(cache.value == expected)
      if cache.value != expected { return }
    }
  }
}

/// A small seeded generator, so each run takes the same steps.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
