/// What is typed into a ``DatePicker``'s field, kept between frames until Enter or Esc ends it.
struct DateDraft: Equatable {
  /// The text typed so far.
  var text: String
  /// The day the field held before the typing began (Esc puts it back).
  var original: CalendarDay?
  /// Whether Enter was pressed on text that is not a day in range: the problem shows then.
  var isSubmitted = false
}

/// A date picker's typing, under its identity (nil: not typing).
enum DateDraftKey: HostStateKey {
  static var defaultValue: DateDraft? { nil }
}
