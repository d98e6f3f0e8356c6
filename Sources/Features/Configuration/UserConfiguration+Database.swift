extension UserConfiguration {
  /// `database = "path"`: `~/` is the home directory, a relative path is taken from `folder`
  /// (the configuration file's), else from the current directory. Returns what is wrong, and
  /// sets ``databasePath`` when nothing is: a path holds no control character, and names
  /// nothing yet, or a regular file (not a directory, a device, a FIFO, `/proc/self/mem` …).
  mutating func readDatabase(_ value: TOMLValue, folder: String?) -> String? {
    guard let path = value.string, !path.isEmpty else { return "must be a file path in quotes" }
    if let problem = ConfigurationText.problem(in: path, limit: TOMLLimits.stringBytes) { return problem }
    var resolved = ConfigurationFile.expandingHome(path)
    if !resolved.hasPrefix("/"), let folder {
      resolved = (folder.hasSuffix("/") ? folder : folder + "/") + resolved
    }
    if let kind = FileKind.unfit(at: resolved) {
      return
        "\(ConfigurationText.shown(resolved, limit: TOMLLimits.stringBytes)) is \(kind), not a database file"
    }
    databasePath = resolved
    return nil
  }
}
