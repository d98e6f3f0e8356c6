/// The snapshots the generated scene tests compare with, recorded from the templates' mocks
/// (the rows and messages in them do not depend on the scene's name). When the framework draws
/// lists or spinners differently, `.ci/check-generators` fails on them: record them again from
/// a generated package (`SNAPSHOT_RECORD=1 swift test`) and paste them here.
enum Snapshots {
  /// A list scene's: its sample rows, and no rows.
  static let listScene: [(name: String, text: String)] = [
    ("rows", "▸ First row\n  Second row\n  Third row\n\n"),
    ("empty", "  Nothing here yet.\n\n\n\n"),
  ]

  /// A resource scene's, one per state, drawn once the spinner's delay has passed.
  static let resourceScene: [(name: String, text: String)] = [
    ("loading", " ⠸ Loading…\n\n\n\n\n"),
    ("loaded", "▸ First row\n  Second row\n  Third row\n\n\n"),
    ("empty", " Nothing here yet\n What the service holds shows\n here.\n\n\n"),
    ("failed", " Could not load the rows\n The server did not answer.\n\n [ Retry ]\n\n"),
  ]
}
