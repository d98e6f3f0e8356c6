/// What a piece of text or a control is for, rather than how it looks: views name a role and
/// the ``Theme`` in effect says its colours and attributes.
///
/// ```swift
/// Text("Saved").foregroundStyle(.success)
/// Text("Could not save").foregroundStyle(.danger)
/// ```
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
  /// Ordinary text.
  case text
  /// Secondary text: hints, counts, placeholders.
  case muted
  /// What the eye should find first: a highlighted value, a selected tab's title.
  case accent
  /// The highlighted row or item of a focused list, table or menu.
  case selection
  /// Errors and destructive actions.
  case danger
  /// Something that went well, or is done.
  case success
  /// Something that needs attention soon.
  case warning
  /// Neutral information: a notice, a project's name.
  case info
  /// Box borders and separators.
  case border
  /// Titles: a border's title, a screen's name.
  case title
}
