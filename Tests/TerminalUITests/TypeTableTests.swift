import Testing

@testable import TerminalUI

/// `TypeTable`, the type → value table every view's kind is looked up in, against a
/// `Dictionary` keyed by `ObjectIdentifier` over the same types.
@Suite("TypeTable: a value per type")
struct TypeTableTests {
  /// `count` distinct types: `Int`, `Int?`, `Int??`, …
  static func types(_ count: Int) -> [Any.Type] {
    func nest<T>(_ type: T.Type, _ left: Int, into types: inout [Any.Type]) {
      guard left > 0 else { return }
      types.append(type)
      nest(Optional<T>.self, left - 1, into: &types)
    }
    var types: [Any.Type] = []
    nest(Int.self, count, into: &types)
    return types
  }

  @Test("every stored type gives its value back, through the table's growth; others give nil")
  func storesAndFinds() {
    let all = Self.types(1_000)
    let stored = all.enumerated().filter { $0.offset % 3 != 0 }
    var table = TypeTable<Int>()
    var oracle: [ObjectIdentifier: Int] = [:]
    for (offset, type) in stored {
      table.store(offset, for: type)
      oracle[ObjectIdentifier(type)] = offset
    }
    // Stored again: replaced, not added twice.
    for (offset, type) in stored.prefix(50) {
      table.store(-offset, for: type)
      oracle[ObjectIdentifier(type)] = -offset
    }
    for type in all + [String.self, [Int].self] {
      #expect(table[type] == oracle[ObjectIdentifier(type)])
    }
    #expect(oracle.count == stored.count)
  }
}
