/// A focusable, scrolling tree: rows indented by depth, a parent's row marked ▸ (collapsed)
/// or ▾ (expanded), one row selected — as SwiftUI's `OutlineGroup` in a `List`.
///
/// ↑/↓ (k/j), PgUp/PgDn and Home/End (g/G) move the selection as in a ``List``; → (l)
/// expands the selected parent, or goes to its first child when it is expanded; ← (h)
/// collapses it, or goes to the parent of a child; Space toggles a parent. Enter calls
/// `onSubmit` with the selected element, parent or leaf, when the outline has one (a parent
/// then opens as a leaf does, and Space or → expand it); without, Enter toggles a parent. The
/// outline's keys are rebindable (``Keymap/outline``). A click selects a row, a click on a
/// mark expands or collapses it, a click on the selected row does what Enter does; the wheel
/// scrolls. Marks are `+`/`-` on a terminal that shows ASCII only.
///
/// Children are read lazily: an element's children are asked for only while it is expanded
/// (each frame, so the rows follow the data), and whether a row gets a mark only for rows on
/// screen — the tree is never walked. The outline keeps an index of its visible rows, updated
/// when a row is expanded or collapsed, and builds only the rows it draws, so a frame costs
/// what a screenful costs however large the tree (see the benchmarks). Which rows are
/// expanded is kept by the host under the outline's identity, by element id.
///
/// As in a ``List``, the selection always names a row on screen: when the selected element
/// no longer shows (deleted, or inside a collapsed parent), the row at the same position
/// becomes the selection.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders, selection: Binding(model, \.selectedFolder)) { folder in
///   Text(folder.name)
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, Row: View>: View, PrimitiveView
where Data.Element: Identifiable {
  let roots: Data
  let isParent: @MainActor (Data.Element) -> Bool
  let children: @MainActor (Data.Element) -> Data?
  let selection: Binding<Data.Element.ID?>
  let emptyText: String
  let onSubmit: (@MainActor (Data.Element) -> Void)?
  let row: @MainActor (Data.Element) -> Row

  /// A tree of `roots`, an element's children at `children` (nil for a leaf, which gets no
  /// mark), the selected element's id bound to `selection`. Enter calls `onSubmit` with the
  /// selected element when given, else expands or collapses a parent.
  public init(
    _ roots: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Data.Element.ID?> = .constant(nil), emptyText: String = "Nothing here yet",
    onSubmit: (@MainActor (Data.Element) -> Void)? = nil,
    @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
  ) {
    self.init(
      roots, hasChildren: { $0[keyPath: children] != nil }, children: { $0[keyPath: children] },
      selection: selection, emptyText: emptyText, onSubmit: onSubmit, row: row)
  }

  /// A tree of `roots` whose children are loaded on demand: `hasChildren` says whether an
  /// element on screen gets a mark (keep it cheap), and `children` is called only for the
  /// elements that are expanded.
  ///
  /// ```swift
  /// OutlineGroup(
  ///   [directory], hasChildren: { $0.isDirectory }, children: { $0.entries() },
  ///   selection: Binding(model, \.selectedPath)
  /// ) { entry in
  ///   Text(entry.name)
  /// }
  /// ```
  public init(
    _ roots: Data, hasChildren: @escaping @MainActor (Data.Element) -> Bool,
    children: @escaping @MainActor (Data.Element) -> Data?,
    selection: Binding<Data.Element.ID?> = .constant(nil), emptyText: String = "Nothing here yet",
    onSubmit: (@MainActor (Data.Element) -> Void)? = nil,
    @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
  ) {
    self.roots = roots
    self.isParent = hasChildren
    self.children = children
    self.selection = selection
    self.emptyText = emptyText
    self.onSubmit = onSubmit
    self.row = row
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let source = OutlineSource(roots: roots, isParent: isParent, children: children)
    let state: OutlineState<Data>
    if let kept = context.host[OutlineStateKey<Data>.self, context.id] {
      kept.refresh(source)
      state = kept
    } else {
      state = OutlineState(source: source)
      context.host[OutlineStateKey<Data>.self, context.id] = state
    }
    return [
      OutlineNode(
        context: context, rows: rows(state, source: source),
        outline: OutlineRowActions(state, source: source),
        submits: onSubmit != nil,
        emptyText: emptyText)
    ]
  }

  /// The visible rows of `state` as a list's rows: the selection bound by id, Enter
  /// submitting the element (toggling a parent when there is no `onSubmit`), each row built
  /// indented with its mark.
  private func rows(_ state: OutlineState<Data>, source: OutlineSource<Data>) -> ListRows {
    let count = state.count
    let selection = selection
    let row = row
    let onSubmit = onSubmit
    return ListRows(
      count: count,
      resolve: { hint in
        let fallback = min(max(hint, 0), max(0, count - 1))
        guard let id = selection.wrappedValue else { return (fallback, count == 0) }
        guard let found = state.position(of: id, near: hint) else { return (fallback, false) }
        return (found, true)
      },
      select: { position in selection.wrappedValue = position.map { state.row(at: $0).element.id } },
      submit: { position in
        let shown = state.row(at: position)
        if let onSubmit {
          onSubmit(shown.element)
        } else if state.isParent(shown, in: source) {
          state.setExpanded(!shown.isExpanded, at: position, source: source)
        }
      },
      row: { position in
        let shown = state.row(at: position)
        let expanded = state.isParent(shown, in: source) ? shown.isExpanded : nil
        return AnyView(OutlineRowView(depth: shown.depth, expanded: expanded, content: row(shown.element)))
      })
  }
}
