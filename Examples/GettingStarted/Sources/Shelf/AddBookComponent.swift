import Observation
import Switchyard

/// The add-a-book sheet's model: the title being typed, kept while the sheet is open.
@Observable @MainActor
public final class AddBookComponentModel {
  public var title = ""
  @ObservationIgnored private let cache: DataCache<ShelfState>
  @ObservationIgnored private let done: () -> Void

  public init(cache: DataCache<ShelfState>, done: @escaping () -> Void) {
    self.cache = cache
    self.done = done
  }

  public func save() {
    let title = title.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return }
    let id = (cache.value.books.map(\.id).max() ?? 0) + 1
    cache.populate(\.books, with: [Book(id: id, title: title)])
    done()
  }
}

/// The add-a-book sheet: a title field; Enter saves, Esc closes.
public struct AddBookComponent: View {
  @StateObject var model: AddBookComponentModel

  public init(model: @autoclosure @escaping () -> AddBookComponentModel) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    TextField("Title", text: Binding(model, \.title), onSubmit: { model.save() })
  }
}
