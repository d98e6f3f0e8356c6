/// The running effect tasks of one store, and the cancellation ids they were started under.
@MainActor
final class EffectRegistry {
  private var nextToken = 0
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var tokensByID: [EffectID: Set<Int>] = [:]

  var count: Int { tasks.count }

  /// Reserves a token for a task about to start.
  func reserveToken() -> Int {
    nextToken += 1
    return nextToken
  }

  func register(_ task: Task<Void, Never>, token: Int, ids: Set<EffectID>) {
    tasks[token] = task
    for id in ids { tokensByID[id, default: []].insert(token) }
  }

  /// Forgets a finished task. Returns whether it was still registered.
  @discardableResult
  func finish(_ token: Int) -> Bool {
    guard tasks.removeValue(forKey: token) != nil else { return false }
    for (id, var tokens) in tokensByID where tokens.contains(token) {
      tokens.remove(token)
      tokensByID[id] = tokens.isEmpty ? nil : tokens
    }
    return true
  }

  /// Cancels the tasks started under `id`.
  func cancel(_ id: EffectID) {
    guard let tokens = tokensByID.removeValue(forKey: id) else { return }
    for token in tokens { tasks.removeValue(forKey: token)?.cancel() }
  }

  func cancelAll() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
    tokensByID.removeAll()
  }
}
