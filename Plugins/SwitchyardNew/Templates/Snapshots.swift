/// The snapshots the generated scene tests compare with, recorded from the templates' mocks
/// (the rows and messages in them do not depend on the scene's name). When the framework draws
/// lists or spinners differently, `.ci/check-generators` fails on them: record them again from
/// a generated package (`SNAPSHOT_RECORD=1 swift test`) and paste them here.
enum Snapshots {
  /// A list scene's: its sample rows, and no rows.
  static let listScene: [(name: String, text: String)] = [
    ("rows", "TODO\n"),
    ("empty", "TODO\n"),
  ]

  /// A resource scene's, one per state.
  static let resourceScene: [(name: String, text: String)] = [
    ("loading", "TODO\n"),
    ("loaded", "TODO\n"),
    ("empty", "TODO\n"),
    ("failed", "TODO\n"),
  ]
}
