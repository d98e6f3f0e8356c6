/// A read-write reference to a value owned elsewhere (a model's property, a store's state).
///
/// ```swift
/// TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
/// ```
@MainActor
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding { Binding(get: { value }, set: { _ in }) }

  /// The current value; setting it writes through to the owner.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

extension Binding {
  /// A binding to `keyPath` of `object`.
  public init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
