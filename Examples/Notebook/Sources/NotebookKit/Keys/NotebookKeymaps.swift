import Switchyard

/// The Notebook's commands a user can rebind, by screen — what `keys.json` names and the
/// screens build their keymaps from.
public enum NotebookKeymaps {
  /// A notebook's notes.
  public enum NoteList {
    public static let create = CommandKeys(
      "new note", .character("n"), help: "Write a new note in this notebook")
    public static let keymap = Keymap(
      "note list", [create], sharing: [Keymap.list.name, Keymap.navigation.name])
  }

  /// The notebook list.
  public enum Notebooks {
    public static let retry = CommandKeys(
      "retry", .character("r"), help: "Load the notebooks again after a failure", inFooter: false)
    public static let keymap = Keymap(
      "notebooks", [retry], sharing: [Keymap.outline.name, Keymap.navigation.name, Keymap.tabs.name])
  }

  /// Search.
  public enum Search {
    public static let retry = CommandKeys(
      "retry", .control("r"), help: "Search again after a failure", inFooter: false)
    public static let keymap = Keymap(
      "search", [retry], sharing: [Keymap.list.name, Keymap.navigation.name, Keymap.tabs.name])
  }

  /// A note.
  public enum NoteDetail {
    public static let edit = CommandKeys("edit", .character("e"), help: "Edit the note in a sheet")
    public static let delete = CommandKeys("delete", .character("d"), help: "Delete the note (asks first)")
    public static let keymap = Keymap("note", [edit, delete], sharing: [Keymap.navigation.name])
  }

  /// Every keymap a `keys.json` may name: the Notebook's screens and the framework's.
  public static let all: [Keymap] = [
    NoteList.keymap, NoteDetail.keymap, Notebooks.keymap, Search.keymap, Keymap.list, Keymap.outline,
    Keymap.navigation, Keymap.sheet,
    Keymap.dialog,
    Keymap.tabs,
  ]
}
