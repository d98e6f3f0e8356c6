import WorkTracking

/// Runs `onAppear`/`onDisappear` hooks and starts and cancels `task`s as views come and go
/// between frames; a task counts as work in flight in the host's tracker until it returns.
@MainActor
struct LifecycleTracker {
  private var hooks: [String: [LifecycleHook]] = [:]
  private var tasks: [String: [Task<Void, Never>]] = [:]

  mutating func update(with tree: Node?, work: WorkTracker) {
    var current: [String: [LifecycleHook]] = [:]
    func visit(_ node: Node) {
      if !node.lifecycle.isEmpty { current[node.id, default: []] += node.lifecycle }
      node.children.forEach(visit)
    }
    if let tree { visit(tree) }
    for (id, old) in hooks where current[id] == nil {
      for case .disappear(let action) in old { action() }
      tasks.removeValue(forKey: id)?.forEach { $0.cancel() }
    }
    for (id, new) in current where hooks[id] == nil {
      for hook in new {
        switch hook {
        case .appear(let action): action()
        case .task(let body):
          work.begin()
          tasks[id, default: []].append(
            Task {
              await body()
              work.end()
            })
        case .disappear: break
        }
      }
    }
    hooks = current
  }

  /// Cancels every running task (when the app ends).
  mutating func cancelAll() {
    tasks.values.joined().forEach { $0.cancel() }
    tasks.removeAll()
  }
}
