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
/// kept scope) is never kept: that state lives only while it is built every frame.
///
/// A row is kept for ``keptFrames`` frames after the last one that drew it, so the rows of a
/// screen left and soon come back to (a page down and up again, a search query typed and
/// taken back) are found again; the cache holds at most twice that many screenfuls.
@MainActor
final class RowCache<Value: Identifiable> {
  /// Whether a kept row's nodes still show what it read, and the last frame that drew it: a
  /// reference, so the row's observation can mark it before the nodes exist and a reused row
  /// is marked drawn without writing its entry back.
  @MainActor
  private final class RowState {
    var isCurrent = true
    var lastDrawn: UInt64

    init(lastDrawn: UInt64) {
      self.lastDrawn = lastDrawn
    }
  }

  /// How many frames of its table or list a row is kept for after the last one that drew it.
  static var keptFrames: UInt64 { 8 }

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
  /// The frames this cache has begun: the frame being built (or the last one built).
  private var frame: UInt64 = 0

  init(ownerID: String) {
    self.ownerID = ownerID
  }

  /// The key the host's state store keeps a table's or list's cache under (after the view's
  /// own state properties, which count from 0).
  static func key(for id: String) -> ViewStateKey { ViewStateKey(id: id, slot: -1) }

  /// Starts a frame of a table whose cells read `rule`'s inputs besides their row and
  /// observable values: all rows are dropped when the inputs or `columns` changed. Rows that
  /// went stale, or that no frame drew for ``keptFrames`` frames, are no longer used from then
  /// on, and are dropped every ``keptFrames`` frames (not in every frame: that would copy the
  /// kept rows each time), so at most twice that many screenfuls are held.
  func beginFrame(rule: RowReuse<Value>, columns: [TableColumnSpec]) {
    frame += 1
    if let previous = self.rule?.inputs, rule.inputsAreUnchanged(previous), columns == self.columns {
      if frame.isMultiple(of: Self.keptFrames) { entries = entries.filter { isUsable($0.value) } }
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
    if let entry = entries[value.id], isUsable(entry), rule.isEqual(entry.value, value) {
      entry.state.lastDrawn = frame
      return entry.node
    }
    let host = context.host
    let state = RowState(lastDrawn: frame)
    let requests = host.stateStore.requests
    let node = withObservationTracking {
      build(context.renamed(BuildContext.path(ownerID, "#", rule.name(value))))
    } onChange: { [weak host, weak state, weak self] in
      MainQueue.run { RowCache.stale(state, in: self, host: host) }
    }
    entries[value.id] =
      host.stateStore.requests == requests ? Entry(value: value, node: node, state: state) : nil
    return node
  }

  /// Whether a kept row may be drawn in this frame: it still shows what it read, and a frame
  /// drew it within the last ``keptFrames``.
  private func isUsable(_ entry: Entry) -> Bool {
    entry.state.isCurrent && entry.state.lastDrawn + Self.keptFrames >= frame
  }

  /// Marks a row stale once something it read changed, and asks for a frame if the last frame
  /// drew it: a row reused from an earlier frame was not read in the frame the host tracked. A
  /// kept row off the screen needs no frame: it is built afresh if it comes back.
  private static func stale(_ state: RowState?, in cache: RowCache?, host: ViewHost?) {
    // A row no longer kept (or never kept) is built afresh in any case.
    guard let state, state.isCurrent else { return }
    state.isCurrent = false
    if state.lastDrawn == cache?.frame { host?.invalidate() }
  }
}
