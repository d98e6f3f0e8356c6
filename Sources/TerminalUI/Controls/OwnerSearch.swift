/// What `searchable(text:resultsPending:)` gives a ``List`` or a ``Table``: the owner's query,
/// which the owner filters the rows by, and whether its rows for it are still on their way.
struct OwnerSearch {
  let text: Binding<String>
  let resultsPending: Bool
}
