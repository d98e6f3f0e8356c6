import Foundation
import Switchyard

/// The user's key bindings for the Notebook, from a JSON file
/// (`$XDG_CONFIG_HOME/notebook/keys.json`, else `~/.config/notebook/keys.json`):
///
/// ```json
/// { "note list": { "new note": ["a"] }, "list": { "down": ["down", "t"] } }
/// ```
///
/// Keys are written as the footer writes them. A file with a problem — not JSON, a key that
/// is not one, a screen or command that does not exist, a key two commands of a screen
/// share — gives a one-line message and no bindings at all.
public enum NotebookKeyFile {
  /// Where the file is read from.
  public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/notebook/keys.json" }
    return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/notebook/keys.json"
  }

  /// The bindings in `data`, or a one-line message saying what is wrong.
  public static func bindings(from data: Data) -> Result<KeyBindings, KeyFileError> {
    guard let names = try? JSONDecoder().decode([String: [String: [String]]].self, from: data) else {
      return .failure(KeyFileError("is not an object of screens, commands and lists of keys"))
    }
    var bindings = KeyBindings()
    for (keymap, commands) in names {
      for (command, keyNames) in commands {
        var keys: [Key] = []
        for name in keyNames {
          guard let key = Key(name: name) else {
            return .failure(KeyFileError("\(keymap) › \(command): \"\(Sanitizer.clean(name))\" is not a key"))
          }
          keys.append(key)
        }
        bindings.bind(keys, to: command, in: keymap)
      }
    }
    if let problem = bindings.problems(in: NotebookKeymaps.all).first {
      return .failure(KeyFileError(problem.description))
    }
    return .success(bindings)
  }
}

/// What is wrong with a key file, in one line.
public struct KeyFileError: Error, Equatable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
