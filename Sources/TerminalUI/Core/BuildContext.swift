/// What a view needs while it resolves into nodes: its identity, the host, and the state
/// scope it is in.
@MainActor
struct BuildContext {
  let id: String
  /// Not retained: nodes that keep their context (lists build rows while drawing) live in the
  /// host's tree, so a strong reference would be a cycle that leaks the host and its models.
  /// `unowned(unsafe)`, without a reference count, because a context is copied for every
  /// view of every frame and the host (which weak references point at) keeps its counts in a
  /// side table, where each count is a slow call. Safe: a context exists only while its host
  /// builds or draws, and what keeps one (a node, a row builder) is kept by that host.
  unowned(unsafe) let host: ViewHost
  /// The innermost scope whose state outlives its absence from the screen (a flow's scene).
  var scope: StateScope?
  /// Told about each ``StateObject`` made inside (``View/onStateObjectMade(_:)``).
  var objectMade: (@MainActor (AnyObject) -> Void)?

  init(
    id: String, host: ViewHost, scope: StateScope? = nil, objectMade: (@MainActor (AnyObject) -> Void)? = nil
  ) {
    self.id = id
    self.host = host
    self.scope = scope
    self.objectMade = objectMade
  }

  func child(_ index: Int) -> BuildContext {
    renamed(Self.path(id, ".", String(index)))
  }

  func child(named name: String) -> BuildContext {
    renamed(Self.path(id, "#", name))
  }

  /// `parent + separator + name`, in one allocation (`+` makes one for each step): every
  /// node of every frame gets its identity this way.
  static func path(_ parent: String, _ separator: String, _ name: String) -> String {
    var path = parent
    path.reserveCapacity(parent.utf8.count + separator.utf8.count + name.utf8.count)
    path.append(separator)
    path.append(name)
    return path
  }

  /// The same place under another identity (``View/id(_:)``).
  func renamed(_ id: String) -> BuildContext {
    BuildContext(id: id, host: host, scope: scope, objectMade: objectMade)
  }

  /// The same place, inside `scope`.
  func scoped(_ scope: StateScope) -> BuildContext {
    BuildContext(id: id, host: host, scope: scope, objectMade: objectMade)
  }
}
