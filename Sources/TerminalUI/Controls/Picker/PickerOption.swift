/// One option of a ``Picker``: the text it shows and the value it stands for.
struct PickerOption<Value: Hashable> {
  let title: String
  let value: Value

  /// The options among the views `nodes`: each view tagged with a value of the selection's type
  /// (``View/tag(_:)``), titled by the text it shows.
  @MainActor
  static func options(in nodes: [Node]) -> [PickerOption] {
    TagNode.collect(in: nodes).compactMap { node in
      guard let value = node.tag.base as? Value else { return nil }
      let title = node.fullText
      return PickerOption(title: title.isEmpty ? "\(value)" : title, value: value)
    }
  }
}
