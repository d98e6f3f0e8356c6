/// A table from a type to a value, for lookups made for every view of every frame: open
/// addressing on the type's metadata address with a multiplicative hash. A `Dictionary` keyed by
/// `ObjectIdentifier` hashes each key with the seeded SipHash, which cost more than the lookup
/// it served. Types are never removed (there are only as many as the program declares and
/// instantiates).
struct TypeTable<Value> {
  private var keys: [UInt]
  private var values: [Value?]
  private var count = 0

  init() {
    keys = Array(repeating: 0, count: 256)
    values = Array(repeating: nil, count: 256)
  }

  /// The value stored for `type`, if any.
  subscript(type: Any.Type) -> Value? {
    let key = Self.key(type)
    let mask = keys.count - 1
    var slot = Self.slot(key, mask: mask)
    while true {
      let found = keys[slot]
      if found == key { return values[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for `type`, replacing the one stored before.
  mutating func store(_ value: Value, for type: Any.Type) {
    if (count + 1) * 2 > keys.count { grow() }
    insert(Self.key(type), value)
  }

  private mutating func insert(_ key: UInt, _ value: Value) {
    let mask = keys.count - 1
    var slot = Self.slot(key, mask: mask)
    while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
    if keys[slot] == 0 { count += 1 }
    keys[slot] = key
    values[slot] = value
  }

  private mutating func grow() {
    let old = zip(keys, values)
    keys = Array(repeating: 0, count: keys.count * 2)
    values = Array(repeating: nil, count: keys.count)
    count = 0
    for (key, value) in old where key != 0 {
      if let value { insert(key, value) }
    }
  }

  /// A metadata address: never 0, and the same for the same type for the life of the process.
  private static func key(_ type: Any.Type) -> UInt {
    UInt(bitPattern: ObjectIdentifier(type))
  }

  /// Fibonacci hashing: metadata addresses are aligned, so their low bits say little.
  private static func slot(_ key: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
