import Observation

/// The rows a table made with ``Table/reusingUnchangedRows(dependingOn:)`` (or a list made
/// with `reusingUnchangedRows:`) built in its last frame, by row identity, so a row whose
/// value has not changed is drawn from the nodes built for it then instead of being built
/// again. A list has no columns: it starts its frames with none.
///
/// A row is reused when its value equals (`==`) the one it was built from, the table's or
/// list's inputs (and a table's columns) equal the last frame's, and no observable value its
/// cells read has changed since (each row is built under its own observation tracking, which
/// marks it stale and asks for a frame). A row whose cells made or met view state (a ``StateObject``, a
/// kept scope) is never kept: that state lives only while it is built every frame. Rows
/// not drawn in a frame are dropped, so the cache holds at most a screenful.
@MainActor
final class RowCache<Value: Identifiable> {
  /// Whether a kept row's nodes still show what it read, and whether the frame being built
  /// drew it: a reference, so the row's observation can mark it before the nodes exist and a
  /// reused row is marked drawn without writing its entry back.
  @MainActor
  private final class RowState {
    var isCurrent = true
    var isDrawn = true
  }

  private struct Entry {
    let value: Value
    let node: Node
    let state: RowState
  }

  /// The identity of the table or list: its rows are named after it.
  let ownerID: String
  /// The kept rows by their element's id (the row's name is made only when it is built).
  private var entries: [Value.ID: Entry] = [:]
  /// The rule of the frame being built (its inputs among it).
  private var rule: RowReuse<Value>?
  private var columns: [TableColumnSpec] = []

  init(ownerID: String) {
    self.ownerID = ownerID
  }

  /// The key the host's state store keeps a table's or list's cache under (after the view's
  /// own state properties, which count from 0).
  static func key(for id: String) -> ViewStateKey { ViewStateKey(id: id, slot: -1) }

  /// Starts a frame of a table whose cells read `rule`'s inputs besides their row and
  /// observable values: all rows are dropped when the inputs or `columns` changed, else those
  /// not drawn in the last frame.
  func beginFrame(rule: RowReuse<Value>, columns: [TableColumnSpec]) {
    if let previous = self.rule?.inputs, rule.inputsAreUnchanged(previous), columns == self.columns {
      entries = entries.filter { $0.value.state.isDrawn && $0.value.state.isCurrent }
      for entry in entries.values { entry.state.isDrawn = false }
    } else {
      entries.removeAll()
    }
    self.rule = rule
    self.columns = columns
  }

  /// The node of the row showing `value`: the one built for it before, when that still
  /// shows it, else the one `build` makes in a context named after the row (kept for the
  /// next frame when it can be).
  ///
  /// A row is named by its element, not its position, so the rows after one that is removed
  /// or inserted are found again where they moved.
  func row(showing value: Value, in context: BuildContext, build: (BuildContext) -> Node) -> Node {
    guard let rule else { return build(context) }
    if let entry = entries[value.id], entry.state.isCurrent, rule.isEqual(entry.value, value) {
      entry.state.isDrawn = true
      return entry.node
    }
    let host = context.host
    let state = RowState()
    let requests = host.stateStore.requests
    let node = withObservationTracking {
      build(context.renamed(BuildContext.path(ownerID, "#", rule.name(value))))
    } onChange: { [weak host, weak state] in
      MainQueue.run { RowCache.stale(state, host: host) }
    }
    entries[value.id] =
      host.stateStore.requests == requests ? Entry(value: value, node: node, state: state) : nil
    return node
  }

  /// Marks a row stale once something it read changed, and asks for a frame: a row reused
  /// from an earlier frame was not read in the frame the host tracked.
  private static func stale(_ state: RowState?, host: ViewHost?) {
    // A row no longer kept (or never kept) is built afresh in any case.
    guard let state, state.isCurrent else { return }
    state.isCurrent = false
    host?.invalidate()
  }
}
