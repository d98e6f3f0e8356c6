import Observation

/// The rows a table made with ``Table/reusingUnchangedRows(dependingOn:)`` built in its last
/// frame, by row identity, so a row whose value has not changed is drawn from the nodes
/// built for it then instead of being built again.
///
/// A row is reused when its value equals (`==`) the one it was built from, the table's
/// inputs and columns equal the last frame's, and no observable value its cells read has
/// changed since (each row is built under its own observation tracking, which marks it stale
/// and asks for a frame). A row whose cells made or met view state (a ``StateObject``, a
/// kept scope) is never kept: that state lives only while it is built every frame. Rows
/// not drawn in a frame are dropped, so the cache holds at most a screenful.
@MainActor
final class TableRowCache<Value> {
  /// Whether a row's nodes still show what it read.
  @MainActor
  private final class Validity {
    var isCurrent = true
  }

  private struct Entry {
    let value: Value
    let node: Node
    let validity: Validity
    var isDrawn = true
  }

  /// The identity of the table: its rows are named after it.
  let tableID: String
  private var entries: [String: Entry] = [:]
  /// The rule of the frame being built (its inputs among it).
  private var rule: TableRowReuse<Value>?
  private var columns: [TableColumnSpec] = []

  init(tableID: String) {
    self.tableID = tableID
  }

  /// The key the host's state store keeps a table's cache under (after the view's own
  /// state properties, which count from 0).
  static func key(for id: String) -> ViewStateKey { ViewStateKey(id: id, slot: -1) }

  /// Starts a frame of a table whose cells read `rule`'s inputs besides their row and
  /// observable values: all rows are dropped when the inputs or `columns` changed, else those
  /// not drawn in the last frame.
  func beginFrame(rule: TableRowReuse<Value>, columns: [TableColumnSpec]) {
    if let previous = self.rule?.inputs, rule.inputsAreUnchanged(previous), columns == self.columns {
      entries = entries.filter { $0.value.isDrawn && $0.value.validity.isCurrent }
      for id in entries.keys { entries[id]?.isDrawn = false }
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
    let id = BuildContext.path(tableID, "#", rule.name(value))
    if var entry = entries[id], entry.validity.isCurrent, rule.isEqual(entry.value, value) {
      entry.isDrawn = true
      entries[id] = entry
      return entry.node
    }
    let host = context.host
    let validity = Validity()
    let requests = host.stateStore.requests
    let node = withObservationTracking {
      build(context.renamed(id))
    } onChange: { [weak host, weak validity] in
      MainQueue.run { TableRowCache.stale(validity, host: host) }
    }
    entries[id] =
      host.stateStore.requests == requests ? Entry(value: value, node: node, validity: validity) : nil
    return node
  }

  /// Marks a row stale once something it read changed, and asks for a frame: a row reused
  /// from an earlier frame was not read in the frame the host tracked.
  private static func stale(_ validity: Validity?, host: ViewHost?) {
    // A row no longer kept (or never kept) is built afresh in any case.
    guard let validity, validity.isCurrent else { return }
    validity.isCurrent = false
    host?.invalidate()
  }
}
