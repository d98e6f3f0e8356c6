import Coordinators
import Palette
import TerminalUI

/// Every command of the task tracker a user can rebind, by screen: what a configuration
/// file's `[keys."<screen>"]` tables name, what `switchyard help keys` lists, and what the
/// screens build their keymaps from — so the footer, the help and the palette show the keys
/// the user chose.
public enum AppKeymaps {
  /// Keys that work on every screen of the signed-in app.
  public enum App {
    public static let undo = CommandKeys(
      "undo", .character("u"),
      help: "Take back the last change to a task or project (again for the one before, up to 100)")
    public static let redo = CommandKeys(
      "redo", keys: [.character("U"), .control("r")], help: "Make the last undone change again")
    public static let quit = CommandKeys("quit", .character("q"), help: "Quit (not while typing)")
    public static let keymap = Keymap("app", [undo, redo, quit], sharing: [Keymap.tabs.name])
  }

  /// A task list: the Inbox, a project's tasks.
  public enum TaskList {
    public static let done = CommandKeys(
      "done", .character(" "), help: "Mark the highlighted task done, or open again")
    public static let create = CommandKeys("new task", .character("n"), help: "Add a task to this list")
    public static let editNotes = CommandKeys(
      "edit notes", .character("E"),
      help: "Edit the highlighted task's notes in your editor ($VISUAL or $EDITOR)",
      inFooter: false)
    public static let nextFilter = CommandKeys(
      "filter", .right, help: "Next filter: all, today, overdue, done")
    public static let previousFilter = CommandKeys("previous filter", .left, inFooter: false)
    public static let retry = CommandKeys(
      "retry", .character("r"), help: "Load the tasks again after a failure", inFooter: false)
    public static let keymap = Keymap(
      "task list", [done, create, editNotes, nextFilter, previousFilter, retry],
      sharing: [
        Keymap.list.name, Keymap.table.name, App.keymap.name, Keymap.tabs.name, Keymap.navigation.name,
      ])
  }

  /// A task's detail.
  public enum TaskDetail {
    public static let done = CommandKeys("done", .character(" "), help: "Mark the task done, or open again")
    public static let edit = CommandKeys(
      "edit", .character("e"), help: "Edit the title, notes, due date and priority")
    public static let notes = CommandKeys(
      "notes", .character("E"), help: "Edit the notes in your editor ($VISUAL or $EDITOR)")
    public static let move = CommandKeys("move", .character("m"), help: "Move the task to another project")
    public static let delete = CommandKeys("delete", .character("d"), help: "Delete the task (asks first)")
    public static let keymap = Keymap(
      "task detail", [done, edit, notes, move, delete],
      sharing: [App.keymap.name, Keymap.tabs.name, Keymap.navigation.name])
  }

  /// The project list.
  public enum Projects {
    public static let create = CommandKeys("new project", .character("n"), help: "Create a project")
    public static let rename = CommandKeys("rename", .character("r"), help: "Rename the highlighted project")
    public static let delete = CommandKeys(
      "delete", .character("d"), help: "Delete the highlighted project (its tasks stay)")
    // F5, not Ctrl-R: that is the app's redo.
    public static let retry = CommandKeys(
      "retry", .function(5), help: "Load the projects again after a failure", inFooter: false)
    public static let keymap = Keymap(
      "projects", [create, rename, delete, retry],
      sharing: [Keymap.list.name, App.keymap.name, Keymap.tabs.name, Keymap.navigation.name])
  }

  /// Search.
  public enum Search {
    // F5, not Ctrl-R: that is the app's redo.
    public static let retry = CommandKeys(
      "retry", .function(5), help: "Search again after a failure", inFooter: false)
    public static let done = CommandKeys(
      "done", .character(" "), help: "Mark the highlighted task done, or open again")
    public static let keymap = Keymap(
      "search", [retry, done], sharing: [Keymap.list.name, App.keymap.name, Keymap.tabs.name])
  }

  /// The project picker a task is moved with.
  public enum MoveToProject {
    // `+`, not `n`: a configuration that binds a list key to `n` (Dvorak's up) stays sound.
    public static let create = CommandKeys(
      "new project", .character("+"), help: "Create a project and move the task into it")
    public static let keymap = Keymap(
      "move to project", [create],
      sharing: [Keymap.list.name, App.keymap.name, Keymap.tabs.name, Keymap.navigation.name])
  }

  /// A sheet's form: the new-task, edit-task and new-project sheets.
  public enum Form {
    public static let save = CommandKeys(
      "save", .control("s"), help: "Save the form from any field (Esc closes it and keeps what you typed)")
    public static let keymap = Keymap("form", [save], sharing: [Keymap.sheet.name])
  }

  /// Every keymap, in the order help lists them: the app's screens, then the framework's.
  public static let all: [Keymap] = [
    App.keymap, TaskList.keymap, TaskDetail.keymap, Projects.keymap, Search.keymap, MoveToProject.keymap,
    Form.keymap,
    Keymap.list,
    Keymap.table, Keymap.navigation, Keymap.sheet, Keymap.dialog, Keymap.tabs, Keymap.menu, Keymap.datePicker,
    Keymap.textEditor, Keymap.notices, Keymap.help, PaletteKeys.keymap,
  ]
}
