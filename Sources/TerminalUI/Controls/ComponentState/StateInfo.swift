/// What an empty or error state says: a title, a message, and the action that leads on.
///
/// ```swift
/// StateInfo(
///   "No tasks here", message: "Press n to add one.",
///   action: StateAction("New task", key: .character("n")) {})
/// ```
public struct StateInfo: Equatable, Sendable {
  /// One line saying what the state is ("No tasks here", "Could not load your tasks").
  public var title: String
  /// What it means or what to do, wrapped to the width (empty for none).
  public var message: String
  /// The way on, shown as a button with its key (nil for none).
  public var action: StateAction?

  /// A state titled `title` with `message` and an optional `action`.
  public init(_ title: String, message: String = "", action: StateAction? = nil) {
    self.title = title
    self.message = message
    self.action = action
  }
}

/// An action an empty or error state offers: a button and a key that both run it.
///
/// Two actions are equal when their titles and keys are (the closures are not compared).
public struct StateAction: Equatable, Sendable {
  /// The button's title ("Retry", "New task").
  public var title: String
  /// The key that runs it anywhere in the state's view.
  public var key: Key
  /// What it does.
  public var perform: @MainActor @Sendable () -> Void

  /// An action titled `title`, run by `key` or by pressing its button.
  public init(_ title: String, key: Key, perform: @escaping @MainActor @Sendable () -> Void) {
    self.title = title
    self.key = key
    self.perform = perform
  }

  /// A retry action on `r`.
  public static func retry(_ perform: @escaping @MainActor @Sendable () -> Void) -> StateAction {
    StateAction("Retry", key: .character("r"), perform: perform)
  }

  public static func == (lhs: StateAction, rhs: StateAction) -> Bool {
    lhs.title == rhs.title && lhs.key == rhs.key
  }
}
