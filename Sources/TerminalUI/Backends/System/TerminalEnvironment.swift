import Foundation

extension TerminalCapabilities {
  /// The capabilities the environment variables describe:
  /// - `NO_COLOR` set to anything but the empty string: no colour (attributes stay);
  /// - `COLORTERM=truecolor` or `24bit`: 24-bit colour; otherwise a `TERM` with `256color`
  ///   in it: 256 colours; `TERM` `linux`, `vt100`-`vt220`: no colour for the vt models,
  ///   16 for the others;
  /// - the locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`; the first that is set) names a
  ///   UTF-8 codeset: UTF-8; anything else, or none set (the `C` locale): ASCII;
  /// - REP only where `TERM` names xterm (its terminfo entry declares `rep`).
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> TerminalCapabilities
  {
    let term = environment["TERM"] ?? ""
    var colors: Colors
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      colors = .none
    } else if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") {
      colors = .trueColor
    } else if term.contains("256color") {
      colors = .palette256
    } else if term.hasPrefix("vt1") || term.hasPrefix("vt2") {
      colors = .none
    } else {
      colors = .ansi16
    }
    return TerminalCapabilities(
      colors: colors, unicode: isUTF8Locale(environment), repeatsCharacters: term.hasPrefix("xterm"))
  }

  /// Whether the locale the environment selects uses UTF-8.
  static func isUTF8Locale(_ environment: [String: String]) -> Bool {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    let codeset = locale.split(separator: ".").dropFirst().first?.split(separator: "@").first ?? ""
    return ["utf-8", "utf8"].contains(codeset.lowercased())
  }
}

extension TerminalSession {
  /// Why full-screen mode should not be used in this environment, or nil when it can be:
  /// standard input or output is not a terminal; `TERM` is unset, empty or `dumb`; or a
  /// terminfo database is installed and has no entry for `TERM`. The reason is one line,
  /// for the note a program prints before it falls back to plain line mode.
  public static func plainModeReason(
    environment: [String: String] = ProcessInfo.processInfo.environment, interactive: Bool = isInteractive
  ) -> String? {
    guard interactive else { return nil }
    let term = environment["TERM"] ?? ""
    if term.isEmpty { return "TERM is not set: using plain line mode" }
    if term == "dumb" { return "TERM=dumb: using plain line mode" }
    if !isKnownTerminal(term, environment: environment) {
      return "unknown terminal type TERM=\(term): using plain line mode"
    }
    return nil
  }

  /// Whether a terminfo database knows `term`; true when no database is installed at all
  /// (nothing to judge by).
  static func isKnownTerminal(_ term: String, environment: [String: String]) -> Bool {
    guard !term.contains("/"), let first = term.first else { return false }
    var directories: [String] = []
    if let terminfo = environment["TERMINFO"] { directories.append(terminfo) }
    if let home = environment["HOME"] { directories.append(home + "/.terminfo") }
    for list in [environment["TERMINFO_DIRS"]].compactMap({ $0 }) {
      directories += list.split(separator: ":").map(String.init)
    }
    directories += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    let existing = directories.filter { FileManager.default.fileExists(atPath: $0) }
    guard !existing.isEmpty else { return true }
    let hex = String(first.asciiValue ?? 0, radix: 16)
    return existing.contains { directory in
      FileManager.default.fileExists(atPath: "\(directory)/\(first)/\(term)")
        || FileManager.default.fileExists(atPath: "\(directory)/\(hex)/\(term)")
    }
  }
}
