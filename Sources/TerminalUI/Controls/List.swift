/// A focusable, scrolling list of one-line rows with a selection.
///
/// Only the rows on screen are built, so a list of 100,000 rows costs what a screenful
/// costs. ↑/↓ (or k/j) move the selection, PgUp/PgDn by a page, Home/End (g/G) to the ends;
/// Enter calls `onSubmit` with the selected row.
///
/// ```swift
/// List(tasks, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) { task in
///   Text(task.title)
/// }
/// ```
public struct List<Row: View>: View, PrimitiveView {
  let count: Int
  let selection: Binding<Int>
  let onSubmit: (@MainActor (Int) -> Void)?
  let emptyText: String
  let row: @MainActor (Int) -> Row
  /// For data lists: the selected position, checked first at a hint (the last frame's
  /// position and its neighbours) so a large collection is searched only when it changed.
  var locate: (@MainActor (Int) -> Int)?

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
  /// The collection is not copied: rows are read from it by position as they are drawn.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Data.Element.ID?>, emptyText: String = "Nothing here yet",
    onSubmit: (@MainActor (Data.Element) -> Void)? = nil,
    @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
  ) where Data.Element: Identifiable {
    let index = Self.indexBinding(data, selection)
    let locate: @MainActor (Int) -> Int = { hint in
      guard let id = selection.wrappedValue else { return 0 }
      for candidate in [hint, hint + 1, hint - 1] where candidate >= 0 && candidate < data.count {
        if data[data.index(data.startIndex, offsetBy: candidate)].id == id { return candidate }
      }
      guard let found = data.firstIndex(where: { $0.id == id }) else { return 0 }
      return data.distance(from: data.startIndex, to: found)
    }
    var submit: (@MainActor (Int) -> Void)?
    if let onSubmit {
      submit = { position in onSubmit(data[data.index(data.startIndex, offsetBy: position)]) }
    }
    let build: @MainActor (Int) -> Row = { position in
      row(data[data.index(data.startIndex, offsetBy: position)])
    }
    self.init(count: data.count, selection: index, emptyText: emptyText, onSubmit: submit, row: build)
    self.locate = locate
  }

  /// A binding to the selected index that reads and writes the selected element's id.
  private static func indexBinding<Data: RandomAccessCollection>(
    _ data: Data, _ selection: Binding<Data.Element.ID?>
  ) -> Binding<Int> where Data.Element: Identifiable {
    Binding<Int>(
      get: {
        guard let id = selection.wrappedValue, let found = data.firstIndex(where: { $0.id == id }) else {
          return 0
        }
        return data.distance(from: data.startIndex, to: found)
      },
      set: { position in
        guard !data.isEmpty else { return }
        let clamped = min(max(position, 0), data.count - 1)
        selection.wrappedValue = data[data.index(data.startIndex, offsetBy: clamped)].id
      })
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [
      ListNode(
        context: context, count: count, selection: selection, locate: locate, emptyText: emptyText,
        onSubmit: onSubmit, row: { AnyView(row($0)) })
    ]
  }
}
