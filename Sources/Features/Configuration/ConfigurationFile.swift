import Foundation
import TerminalUI

/// Where the configuration file is, and reading it.
public enum ConfigurationFile {
  /// `$XDG_CONFIG_HOME/switchyard/config.toml` when that is an absolute path, else
  /// `~/.config/switchyard/config.toml`.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/switchyard/config.toml" }
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
    return home + "/.config/switchyard/config.toml"
  }

  /// The configuration at `path` and the problems in it. A missing file is no problem (every
  /// default); a file that cannot be read, is not a regular file or is over 1 MiB is one. A
  /// relative `database` in it is taken from the file's folder.
  public static func load(
    from path: String, keymaps: [Keymap] = AppKeymaps.all
  ) -> (
    UserConfiguration, [ConfigurationProblem]
  ) {
    let shown = (path as NSString).lastPathComponent
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return (UserConfiguration(), []) }
      return (UserConfiguration(), [problem(shown, "cannot be read (\(String(cString: strerror(errno))))")])
    }
    // A FIFO or a device would block or never end: only regular files are read.
    guard status.st_mode & S_IFMT == S_IFREG else {
      return (UserConfiguration(), [problem(shown, "is not a regular file")])
    }
    guard status.st_size <= TOMLLimits.fileBytes else {
      return (UserConfiguration(), [problem(shown, UserConfiguration.tooLarge)])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return (UserConfiguration(), [problem(shown, "cannot be read")])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return (UserConfiguration(), [problem(shown, "is not UTF-8 text")])
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return UserConfiguration.parse(text, file: shown, folder: folder, keymaps: keymaps)
  }

  /// `path` with a leading `~/` made the home directory.
  static func expandingHome(_ path: String) -> String {
    guard path.hasPrefix("~/") else { return path }
    let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
    return home + path.dropFirst()
  }

  private static func problem(_ file: String, _ message: String) -> ConfigurationProblem {
    ConfigurationProblem(file: file, line: nil, key: "", message: message)
  }
}
