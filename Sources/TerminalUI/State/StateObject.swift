/// A model (or any object) owned by the view that declares it: made once, the first time the
/// view appears, and kept for as long as the view stays on screen — not remade on every frame.
///
/// Views are values rebuilt on every frame, so a model created in a view's initializer would be
/// a new, empty model each time. Declare it `@StateObject` instead; the initial value is an
/// autoclosure, evaluated only when the view is first shown:
///
/// ```swift
/// struct EditorComponent<Model: EditorComponentModelProtocol>: View {
///   @StateObject var model: Model
///
///   init(model: @autoclosure @escaping () -> Model) {
///     _model = StateObject(wrappedValue: model())
///   }
///
///   var body: some View {
///     TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
///   }
/// }
/// ```
///
/// In a coordinator, the model is then made once per destination, not once per frame:
///
/// ```swift
/// EditorComponent(model: EditorComponentModel(onEvent: { _ in }))
/// ```
///
/// How long the object lives: while its view is drawn; and, inside a scene shown by a flow
/// (``View/keepingState(while:)``), for as long as that scene's destination is still on its
/// stack, in its modal, or in a tab that is not selected — then it is released at the next
/// frame. A mock passed in by a test or a snapshot is kept the same way.
@MainActor
@propertyWrapper
public struct StateObject<Object: AnyObject> {
  let storage: StateObjectStorage<Object>

  /// An object made by `make` the first time the view is shown.
  public init(wrappedValue make: @autoclosure @escaping () -> Object) {
    storage = StateObjectStorage(make: make)
  }

  /// The object: the one stored for this view, made on first use.
  public var wrappedValue: Object { storage.object }
}

extension StateObject: ViewStateProperty {
  func bind(in store: ViewStateStore, key: ViewStateKey, context: BuildContext) {
    storage.bind(in: store, key: key, scope: context.scope, made: context.objectMade)
  }
}

/// The per-instance half of ``StateObject``: the view value's link to the object stored in
/// its host. Copies of one view value share it, so closures made in `body` (key handlers,
/// bindings) reach the same object later.
@MainActor
final class StateObjectStorage<Object: AnyObject> {
  private var make: (() -> Object)?
  private var resolved: Object?

  init(make: @escaping () -> Object) {
    self.make = make
  }

  /// The resolved object; a view used outside any host (its `body` read directly) makes it
  /// once and keeps it.
  var object: Object {
    if let resolved { return resolved }
    let made = take()
    resolved = made
    return made
  }

  func bind(
    in store: ViewStateStore, key: ViewStateKey, scope: StateScope?, made: (@MainActor (AnyObject) -> Void)?
  ) {
    let stored = store.object(for: key, scope: scope, as: Object.self) { [self] in resolved ?? take() }
    if stored.isNew { made?(stored.object) }
    resolved = stored.object
  }

  private func take() -> Object {
    guard let make else { preconditionFailure("a StateObject's initial value was already taken") }
    self.make = nil
    return make()
  }
}
