extension Keymap {
  /// The key that dismisses the newest notice (``View/notices(_:)``), rebindable as
  /// `[keys.notices]`; each notice's own action key is the notice's.
  public static let notices = Keymap(
    "notices",
    [CommandKeys("dismiss notice", .control("d"), help: "Hide the newest notice", inFooter: false)])
}
