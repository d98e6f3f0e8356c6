/// A scene shown with a mock in one state, by name, at the sizes worth looking at: what
/// SwiftUI's `#Preview` gives on Apple platforms, for a terminal with no canvas.
///
/// A scene declares its previews once; ``PreviewBrowser`` shows them live (keys reach the
/// mock, so focus and typing can be tried), and `SwitchyardTesting`'s
/// `assertPreviewSnapshots(_:)` snapshots every one, so adding a preview adds its test.
///
/// ```swift
/// Preview(scene: "Shelf", state: "empty") { ShelfComponent(model: ShelfComponentModelMock(books: [])) }
/// ```
public struct Preview {
  /// The scene shown (its folder's name, by convention: `TaskList`).
  public let scene: String
  /// The state it is shown in (`loading`, `empty`, `three tasks`).
  public let state: String
  /// The sizes it is drawn at (the first is the browser's default).
  public let sizes: [Size]
  private let make: @MainActor () -> AnyView

  /// A preview of `scene` in `state`, drawn by `content` (which makes the mock) at `sizes`.
  public init<Content: View>(
    scene: String, state: String, sizes: [Size] = [Size(width: 80, height: 24)],
    @ViewBuilder _ content: @escaping @MainActor () -> Content
  ) {
    self.scene = scene
    self.state = state
    self.sizes = sizes.isEmpty ? [Size(width: 80, height: 24)] : sizes
    make = { AnyView(content()) }
  }

  /// `Scene · state`, as the browser lists it.
  public var name: String { "\(scene) · \(state)" }

  /// A file-name-safe form of the name: `taskList-three-tasks`.
  public var slug: String {
    let words = "\(scene) \(state)".split { !$0.isLetter && !$0.isNumber }
    return words.joined(separator: "-")
  }

  /// The preview's view, with a new mock.
  @MainActor public func makeView() -> AnyView { make() }
}
