/// A focusable view that takes a whole line typed in plain line mode as its value: a picker
/// the option of that name, a date picker a date.
@MainActor
protocol PlainLineInput: Node {
  /// Takes `line`; returns a problem to print (the value stays as it was), or nil.
  func take(line: String, host: ViewHost) -> String?
}
