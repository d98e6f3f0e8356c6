extension ChangeHistory {
  /// Something the history tells the user.
  public struct Report: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
      /// A change was made; the undo key takes it back.
      case changed
      /// The last change was taken back.
      case undone
      /// The last undone change was made again.
      case redone
      /// There was nothing to take back.
      case nothingToUndo
      /// There was nothing to make again.
      case nothingToRedo
      /// Taking the last change back failed.
      case undoFailed
      /// Making the last undone change again failed.
      case redoFailed
    }

    /// What happened.
    public let kind: Kind
    /// The sentence for the user: "Marked “Buy milk” done", "Undone: …", "Could not undo: …".
    public let text: String
    /// Which report this is (the first is 1): the same sentence twice is two reports.
    public let number: Int
  }
}
