/// The key a ``Notice`` answers while it shows, and what it does: `u` to undo. The notice
/// shows the key and its title (`u undo`); pressing it runs the action and dismisses the
/// notice.
///
/// ```swift
/// let undo = NoticeAction(key: .character("u"), title: "undo") { print("undone") }
/// ```
public struct NoticeAction: Sendable {
  /// The key that runs it.
  public var key: Key
  /// What it does, in a word or two.
  public var title: String
  /// What it does.
  public var perform: @MainActor @Sendable () -> Void

  /// An action run by `key`, shown as `title`.
  public init(key: Key, title: String, perform: @escaping @MainActor @Sendable () -> Void) {
    self.key = key
    self.title = Sanitizer.typed(title)
    self.perform = perform
  }
}
