/// A focusable, scrolling list of one-line rows with a selection.
///
/// Only the rows on screen are built, so a list of 100,000 rows costs what a screenful
/// costs. ↑/↓ (or k/j) move the selection, PgUp/PgDn by a page, Home/End (g/G) to the ends;
/// Enter calls `onSubmit` with the selected row.
///
/// ```swift
/// List(tasks, selection: $model.selectedID, onSubmit: { model.open($0.id) }) { task in
///   Text(task.title)
/// }
/// ```
public struct List<Row: View>: View, PrimitiveView {
  let count: Int
  let selection: Binding<Int>
  let onSubmit: (@MainActor (Int) -> Void)?
  let emptyText: String
  let row: @MainActor (Int) -> Row

  /// A list of `count` rows built by `row(index)`, with the selected index bound to `selection`.
  public init(
    count: Int, selection: Binding<Int>, emptyText: String = "Nothing here yet",
    onSubmit: (@MainActor (Int) -> Void)? = nil, @ViewBuilder row: @escaping @MainActor (Int) -> Row
  ) {
    self.count = count
    self.selection = selection
    self.onSubmit = onSubmit
    self.emptyText = emptyText
    self.row = row
  }

  /// A list of `data`'s elements, with the selected element's id bound to `selection`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Data.Element.ID?>, emptyText: String = "Nothing here yet",
    onSubmit: (@MainActor (Data.Element) -> Void)? = nil,
    @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
  ) where Data.Element: Identifiable, Data.Index == Int {
    let elements = Array(data)
    let index = Self.indexBinding(elements, selection)
    var submit: (@MainActor (Int) -> Void)?
    if let onSubmit {
      submit = { position in onSubmit(elements[position]) }
    }
    let build: @MainActor (Int) -> Row = { position in row(elements[position]) }
    self.init(count: elements.count, selection: index, emptyText: emptyText, onSubmit: submit, row: build)
  }

  /// A binding to the selected index that reads and writes the selected element's id.
  private static func indexBinding<Element: Identifiable>(
    _ elements: [Element], _ selection: Binding<Element.ID?>
  ) -> Binding<Int> {
    Binding<Int>(
      get: {
        guard let id = selection.wrappedValue else { return 0 }
        return elements.firstIndex { $0.id == id } ?? 0
      },
      set: { index in
        guard !elements.isEmpty else { return }
        selection.wrappedValue = elements[min(max(index, 0), elements.count - 1)].id
      })
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [
      ListNode(
        context: context, count: count, selection: selection, emptyText: emptyText, onSubmit: onSubmit,
        row: { AnyView(row($0)) })
    ]
  }
}
