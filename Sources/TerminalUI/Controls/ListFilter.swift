/// A list's filter (see ``List``): its query and whether it is being typed, kept by the host
/// between frames under the list's identity — or, for a list made `searchable(text:)`, the
/// query in the owner's binding (the owner filters the rows).
@MainActor
struct ListFilter {
  unowned let host: ViewHost
  let id: String
  /// The owner's query and its state, when the owner filters the rows itself.
  var search: OwnerSearch?

  /// The filter of a list or table with `id`: its own (with a predicate, `isFilterable`), the
  /// owner's (`search`), or none.
  static func of(
    _ id: String, host: ViewHost, isFilterable: Bool, search: OwnerSearch?
  ) -> ListFilter? {
    isFilterable || search != nil ? ListFilter(host: host, id: id, search: search) : nil
  }

  /// Whether the owner is still finding the rows for its query (they are not the query's yet).
  var resultsPending: Bool { search?.resultsPending ?? false }

  /// What the rows are filtered by ("" shows them all).
  var query: String {
    get { search?.text.wrappedValue ?? host[FilterQueryKey.self, id] }
    nonmutating set {
      if let search { search.text.wrappedValue = newValue } else { host[FilterQueryKey.self, id] = newValue }
    }
  }

  /// Whether typed text goes into the query (after `/`, until Enter or Esc).
  var isEditing: Bool {
    get { host[FilterEditingKey.self, id] }
    nonmutating set { host[FilterEditingKey.self, id] = newValue }
  }

  /// Whether the filter line shows.
  var isShown: Bool { isEditing || !query.isEmpty }

  /// Applies a key to the filter; returns whether the filter used it. `/` (the list keymap's
  /// `filter`, as the user binds it) starts typing;
  /// while typing, text and Backspace edit the query and Enter keeps it; Esc clears it.
  func handle(_ key: Key) -> Bool {
    switch key {
    case _ where !isEditing && Keymap.listKeys("filter", in: host).contains(key):
      isEditing = true
    case .escape where isShown:
      query = ""
      isEditing = false
    case .enter where isEditing:
      isEditing = false
    case .backspace where isEditing:
      if !query.isEmpty { query.removeLast() }
    case _ where isEditing && key.typedCharacter != nil:
      let character = key.typedCharacter!
      if !Sanitizer.isControl(character) { query.append(character) }
    case _ where isEditing && key.pastedText != nil:
      query += Sanitizer.typed(key.pastedText!)
    default:
      return false
    }
    return true
  }

  /// The filter line: the query being typed, and how many rows match (or that the owner is
  /// still finding them).
  func line(matching: Int) -> String {
    let count = resultsPending ? "searching…" : "\(matching) \(matching == 1 ? "match" : "matches")"
    return "/" + query + (isEditing ? "▏" : "") + "  (\(count))"
  }

  /// What the rows say when none are shown under a query.
  var noRowsText: String { resultsPending ? "Searching…" : "No matches" }
}
