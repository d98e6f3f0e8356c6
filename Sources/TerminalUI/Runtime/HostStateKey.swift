/// A kind of view state the host keeps between frames under a view's identity (a list's
/// selected row, a scroll offset, a text field's cursor), with the value a view that has
/// never stored one reads — as SwiftUI's `EnvironmentKey` names an environment value.
///
/// A key is a type; the value's type comes with it, so reading one needs no cast:
/// `host[ScrollOffsetKey.self, id]` is an `Int`.
protocol HostStateKey {
  /// The type of the value kept under this key.
  associatedtype Value
  /// What a view reads before it has stored a value.
  static var defaultValue: Value { get }
}

/// The view state a ``ViewHost`` keeps, by key and view identity. The only place the values
/// are type-erased: each is stored and read back under its key's `Value` type.
struct HostStateValues {
  private struct Slot: Hashable {
    let key: ObjectIdentifier
    let id: String
  }

  private var storage: [Slot: Any] = [:]

  /// The value `Key` holds for the view `id`, or the key's default.
  subscript<Key: HostStateKey>(key: Key.Type, id: String) -> Key.Value {
    get { storage[Slot(key: ObjectIdentifier(key), id: id)] as? Key.Value ?? Key.defaultValue }
    set { storage[Slot(key: ObjectIdentifier(key), id: id)] = newValue }
  }
}

extension ViewHost {
  /// The view state `Key` holds for the view `id` (the key's default until one is stored).
  subscript<Key: HostStateKey>(key: Key.Type, id: String) -> Key.Value {
    get { values[key, id] }
    set { values[key, id] = newValue }
  }
}
