/// The objects views own (``StateObject``), kept between frames by view identity and
/// released when their view is gone.
///
/// At the end of each frame, an object whose view was not built that frame is released —
/// unless its view is inside a ``StateScope`` that was not drawn and is still active (a
/// covered screen, a hidden tab), in which case it waits for that scope to end.
@MainActor
final class ViewStateStore {
  private struct Entry {
    var object: AnyObject
    var scope: StateScope?
  }

  private var entries: [ViewStateKey: Entry] = [:]
  private var touched: Set<ViewStateKey> = []
  private var drawnScopes: Set<String> = []
  /// How many times views have asked for their state or said their scope is drawn: a build
  /// that did neither can be reused in a later frame without losing any (``RowCache``).
  private(set) var requests = 0

  /// The object stored at `key`, or the one `make` returns, stored there from now on
  /// (`isNew` says which).
  func object<Object: AnyObject>(
    for key: ViewStateKey, scope: StateScope?, as type: Object.Type, make: () -> Object
  ) -> (object: Object, isNew: Bool) {
    requests &+= 1
    touched.insert(key)
    if let stored = entries[key]?.object as? Object {
      entries[key]?.scope = scope
      return (stored, false)
    }
    let made = make()
    entries[key] = Entry(object: made, scope: scope)
    return (made, true)
  }

  /// Notes that `scope` is drawn in the frame being built.
  func noteDrawn(_ scope: StateScope) {
    requests &+= 1
    drawnScopes.insert(scope.id)
  }

  /// Starts a frame.
  func beginFrame() {
    touched.removeAll(keepingCapacity: true)
    drawnScopes.removeAll(keepingCapacity: true)
  }

  /// Ends a frame: releases what no view holds any more.
  func endFrame() {
    var verdicts: [String: Bool] = [:]
    func keeps(_ scope: StateScope?) -> Bool {
      guard let scope else { return false }
      if drawnScopes.contains(scope.id) { return false }
      if let known = verdicts[scope.id] { return known }
      let verdict = scope.isActive() && (scope.parent.map(keepsOrDrawn) ?? true)
      verdicts[scope.id] = verdict
      return verdict
    }
    func keepsOrDrawn(_ scope: StateScope) -> Bool {
      drawnScopes.contains(scope.id) || keeps(scope)
    }
    for (key, entry) in entries where !touched.contains(key) && !keeps(entry.scope) {
      entries[key] = nil
    }
  }
}
