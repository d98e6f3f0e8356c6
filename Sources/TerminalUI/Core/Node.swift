/// A resolved view in one frame: it measures itself, draws itself and — when focused —
/// handles keys. Nodes are rebuilt every frame; state that must outlive a frame (focus,
/// cursors, scroll offsets) lives in the ``ViewHost``'s state store, keyed by ``id``.
@MainActor
class Node {
  /// The view's identity: its structural position, or an explicit `.id(_:)`.
  let id: String
  private(set) var children: [Node] = []
  /// The node this one is a child of. Unowned, not weak: a parent holds its children, and
  /// the parent chain is walked only within the tree the host holds (a key's responders,
  /// Enter's submit), so a parent always outlives the walk. A weak reference gave every node
  /// a side table — an allocation, and the slow path for each retain and release of it —
  /// once per node per frame.
  unowned var parent: Node?
  /// `onKey` bindings attached to this view.
  var bindings: [KeyBinding] = []
  /// `onAppear`/`onDisappear`/`task` hooks attached to this view.
  var lifecycle: [LifecycleHook] = []
  /// Set by `.focusable()` on views that are not focusable by nature.
  var forcedFocusable = false
  /// Set by `.disabled()`/modal layers: nothing inside takes focus or keys.
  var isInert = false
  /// Set by `.modalKeys()` (dialogs): keys not used inside go no further out.
  var isModalForKeys = false
  /// Set by `.onSubmit(_:)`: what Enter in a text field inside runs, when it has no submit of its own.
  var submitAction: (@MainActor () -> Void)?
  /// Set by `.defaultFocus()`: focused first when focus has nowhere better to go.
  var prefersDefaultFocus = false
  /// Whether this node expands to fill the space offered along each axis.
  var expandsHorizontally = false
  var expandsVertically = false

  init(id: String, children: [Node] = []) {
    self.id = id
    setChildren(children)
  }

  func setChildren(_ nodes: [Node]) {
    children = nodes
    for child in nodes { child.parent = self }
  }

  /// Whether this node can hold focus.
  var isFocusable: Bool { forcedFocusable }

  /// Whether this node, focused, takes typed characters as text (a text field, a list's
  /// filter being typed): character keys bound around it cannot reach their bindings then.
  var takesText: Bool { false }

  /// The size this node wants when offered `available`.
  func measure(_ available: Size) -> Size {
    var size = Size.zero
    for child in children {
      let childSize = child.measure(available)
      size.width = max(size.width, childSize.width)
      size.height = max(size.height, childSize.height)
    }
    return size
  }

  /// Draws this node into `rect`.
  func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    for child in children { child.draw(in: rect, canvas: &canvas, context: context) }
  }

  /// Handles a key while focused; returns whether it was used.
  func handle(_ key: Key, context: NodeContext) -> Bool { false }

  /// Whether this node, focused, uses `key` itself (so bindings of it around never run):
  /// the footer and the help leave those out.
  func uses(_ key: Key) -> Bool { false }

  /// The keys this node handles by itself while focused, for the footer.
  var hints: [KeyHint] { [] }

  /// Less common keys this node handles while focused: listed in the help overlay only.
  var moreHints: [KeyHint] { [] }

  /// The text a plain-line reader announces for this focusable node: by default its first
  /// line of text, whole (a task's detail is named by its title line; nothing is cut).
  var accessibilityLabel: String {
    var node: Node = self
    while node.children.count == 1 { node = node.children[0] }
    guard !node.children.isEmpty else { return node.fullText }
    return node.children.lazy.map(\.fullText).first { !$0.isEmpty } ?? ""
  }

  /// All the text inside this node, whole (a list row in plain line mode): its texts in
  /// order, each trimmed, blank ones left out.
  var fullText: String {
    children.map(\.fullText).filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// A key bound to a command (`.keymap`, `.onKey`).
struct KeyBinding {
  let key: Key
  let command: KeyCommand
  /// Whether this is the command's first key (the one the footer and help show).
  let isShown: Bool

  /// The footer's label for this key, if the footer shows it.
  var hint: String? { isShown && command.showsInFooter && !command.name.isEmpty ? command.name : nil }

  var action: @MainActor () -> Void { command.action }
}

/// An `onAppear`, `onDisappear` or `task` hook.
enum LifecycleHook {
  case appear(@MainActor () -> Void)
  case disappear(@MainActor () -> Void)
  case task(@MainActor @Sendable () async -> Void)
}

/// A key and what it does, as shown in the footer and the help overlay.
public struct KeyHint: Hashable, Sendable {
  /// How the key is written (`enter`, `ctrl-r`, `↑↓`).
  public var key: String
  /// What the key does, in a word or two.
  public var label: String
  /// A sentence for the help overlay, if the label needs one.
  public var detail: String?
  /// The key the hint stands for, when pressing one key does what it says (`s` sorts; not
  /// `↑↓ move`): clicking the hint in the footer presses it, and a command palette offers it.
  public var press: Key?

  /// A hint that `key` does `label`; with `press`, the key it stands for.
  public init(_ key: String, _ label: String, detail: String? = nil, press: Key? = nil) {
    self.key = key
    self.label = label
    self.detail = detail
    self.press = press
  }

  /// Hints are equal when they read the same (the key they press is how they are written).
  public static func == (lhs: KeyHint, rhs: KeyHint) -> Bool {
    lhs.key == rhs.key && lhs.label == rhs.label && lhs.detail == rhs.detail
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(label)
    hasher.combine(detail)
  }
}
