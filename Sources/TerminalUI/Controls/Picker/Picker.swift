/// A control for choosing one of several options, bound to the chosen value.
///
/// The options are the views inside that carry a ``View/tag(_:)`` of the selection's type, as in
/// SwiftUI; each is titled by the text it shows. Loops and conditions build them as they build
/// any views (`ForEach`, `for … in`, `if`), which is why the options are views and not a list of
/// values: the same ``ViewBuilder`` makes both. ``init(_:selection:options:label:)`` takes a list
/// of values when that is what you have.
///
/// By default (``PickerStyle/menu``) the picker is one line, `Priority: Normal ▾`: Enter, Space
/// or a click opens a menu of the options over the screen, where ↑/↓ move, typing letters jumps
/// to the first option starting with them (a pause of a second starts again), Enter picks and
/// Esc closes (keys: ``Keymap/menu``). ``View/pickerStyle(_:)`` shows the options as a radio
/// group instead, `(•) Low ( ) Normal`: ↑/↓ move and Space picks (keys: ``Keymap/radioGroup``).
///
/// In plain line mode the picker reads as `picker Priority: Normal (Low, Normal, High)`, and a
/// line typed while it is focused chooses the option of that name.
///
/// ```swift
/// Picker("Priority", selection: Binding(task, \.priority)) {
///   ForEach(Priority.allCases, id: \.self) { priority in
///     Text(priority.name).tag(priority)
///   }
/// }
/// ```
public struct Picker<Value: Hashable>: View, PrimitiveView {
  let title: String
  let selection: Binding<Value>
  let content: @MainActor (BuildContext) -> [Node]

  /// A picker titled `title` setting `selection` to the tag of the option chosen among the
  /// views `content` makes.
  public init<Content: View>(
    _ title: String, selection: Binding<Value>, @ViewBuilder content: () -> Content
  ) {
    self.title = Sanitizer.clean(title)
    self.selection = selection
    let views = content()
    self.content = { views.nodes($0) }
  }

  /// A picker titled `title` setting `selection` to one of `options`, each shown as `label`
  /// gives it.
  ///
  /// ```swift
  /// Picker("Project", selection: Binding(task, \.project), options: projects, label: \.name)
  /// ```
  public init(
    _ title: String, selection: Binding<Value>, options: [Value], label: @escaping (Value) -> String
  ) {
    self.init(title, selection: selection) {
      ForEach(Array(options.enumerated()), id: \.offset) { Text(label($0.element)).tag($0.element) }
    }
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let options = PickerOption<Value>.options(in: content(context.child(named: "options")))
    return [PickerNode(id: context.id, title: title, selection: selection, options: options)]
  }
}
