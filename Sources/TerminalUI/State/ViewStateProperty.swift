/// A property of a view value whose storage lives in the host, keyed by the view's identity
/// (``StateObject``). The host binds such properties before it reads the view's `body`.
@MainActor
protocol ViewStateProperty {
  func bind(in store: ViewStateStore, key: ViewStateKey, context: BuildContext)
}

/// Where one stored property of one view lives: the view's identity and the property's
/// position among the view's stored properties.
struct ViewStateKey: Hashable {
  let id: String
  let slot: Int
}

/// Finds the state properties of a view value (by reflection, remembered per view type so
/// views without any cost one dictionary lookup) and binds them to the host's store.
@MainActor
enum ViewStateBinder {
  /// View types known to declare no state property.
  private static var stateless: Set<ObjectIdentifier> = []

  static func bind<V: View>(_ view: V, context: BuildContext) {
    let type = ObjectIdentifier(V.self)
    guard !stateless.contains(type) else { return }
    var found = false
    for (slot, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any ViewStateProperty else { continue }
      found = true
      property.bind(
        in: context.host.stateStore, key: ViewStateKey(id: context.id, slot: slot), context: context)
    }
    if !found { stateless.insert(type) }
  }
}
