extension Keymap {
  /// The keys of the month calendar a ``DatePicker`` opens, by name, for a configuration file
  /// to rebind (`[keys."date picker"] today = ["t", "."]`).
  public static let datePicker = Keymap(
    "date picker",
    [
      // Vim's h/l and k/j too: the calendar takes no typed text.
      CommandKeys("previous day", keys: [.left, .character("h")], help: "The day before"),
      CommandKeys("next day", keys: [.right, .character("l")], help: "The day after"),
      CommandKeys("previous week", keys: [.up, .character("k")], help: "The same weekday a week before"),
      CommandKeys("next week", keys: [.down, .character("j")], help: "The same weekday a week after"),
      CommandKeys("previous month", .pageUp, help: "The same day a month before"),
      CommandKeys("next month", .pageDown, help: "The same day a month after"),
      CommandKeys("previous year", Key(.pageUp, [.shift]), help: "The same day a year before"),
      CommandKeys("next year", Key(.pageDown, [.shift]), help: "The same day a year after"),
      CommandKeys("first of month", .home, help: "The first day of the month"),
      CommandKeys("last of month", .end, help: "The last day of the month"),
      CommandKeys("today", .character("t"), help: "Today"),
      CommandKeys("pick", keys: [.enter, .character(" ")], help: "Pick the highlighted day"),
      CommandKeys("cancel", .escape, help: "Close the calendar, keeping the date as it was"),
    ])
}
