/// A read-write reference to a value owned elsewhere (a model's property, a store's state).
///
/// ```swift
/// TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
/// ```
@MainActor
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void
  private let inPlace: (@MainActor ((inout Value) -> Void) -> Void)?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
    self.inPlace = nil
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding { Binding(get: { value }, set: { _ in }) }

  /// The current value; setting it writes through to the owner.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// Changes the value with `change`: in place where the binding reaches the storage (a
  /// key-path binding), so a long string or array is not copied for a small change; else
  /// by reading it, changing the copy and writing it back.
  public func modify(_ change: (inout Value) -> Void) {
    if let inPlace {
      inPlace(change)
    } else {
      var value = get()
      change(&value)
      set(value)
    }
  }
}

extension Binding {
  /// A binding to `keyPath` of `object`.
  public init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.get = { object[keyPath: keyPath] }
    self.set = { object[keyPath: keyPath] = $0 }
    self.inPlace = { change in change(&object[keyPath: keyPath]) }
  }
}

extension Binding where Value: RangeReplaceableCollection {
  /// A binding to `keyPath` of `object`, a string or an array, that ``modify(_:)`` changes in
  /// place.
  ///
  /// A key path reaches a computed property (every property of an `@Observable` model is
  /// one) through its getter and setter, so changing the value through it would copy the
  /// whole string for a one-character edit: a millisecond for a megabyte. This binding takes
  /// the value out first — the property holds an empty value for the moment of the change,
  /// which a `didSet` on it would see — changes it in place and writes it back.
  public init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.get = { object[keyPath: keyPath] }
    self.set = { object[keyPath: keyPath] = $0 }
    self.inPlace = { change in
      var value = object[keyPath: keyPath]
      object[keyPath: keyPath] = Value()
      change(&value)
      object[keyPath: keyPath] = value
    }
  }
}
