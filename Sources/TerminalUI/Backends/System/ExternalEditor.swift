import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Edits text in the user's own editor (`$VISUAL`, else `$EDITOR`, else `vi`), the way git
/// does: the text goes into a new temporary file only the user can read (mode 0600), the
/// editor runs on it with the terminal handed over, and the file's text comes back.
///
/// A model keeps one and calls ``edit(_:)`` from a key; a test gives it a runner that
/// changes the file instead of a person:
///
/// ```swift
/// let editor = ExternalEditor()  // the running TerminalApp hands over the terminal
/// if let notes = try editor.edit(task.notes) { save(notes) }
/// ```
@MainActor
public struct ExternalEditor {
  /// What runs the editor; nil: the running ``TerminalApp``.
  let runner: (any ExternalProgramRunner)?
  /// Where `VISUAL`, `EDITOR` and `TMPDIR` are read.
  let environment: [String: String]

  /// An editor run by `runner` (nil: the running full-screen app), chosen from `environment`.
  public init(
    runner: (any ExternalProgramRunner)? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.runner = runner
    self.environment = environment
  }

  /// The editor command: `$VISUAL`, else `$EDITOR`, else `vi` (a command line run by the
  /// shell, so `code --wait` or `emacs -nw` work).
  public var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
    }
    return "vi"
  }

  /// Opens `text` in the editor; returns the text as saved, or nil when it did not change.
  /// The line break an editor adds at the end is taken off again. Throws when no terminal
  /// can be handed over, the file cannot be made, or the editor fails (the text is then
  /// left as it was).
  public func edit(_ text: String) throws -> String? {
    guard let runner = runner ?? TerminalApp.running else { throw ExternalProgramError.noTerminal }
    let path = try Self.makeFile(in: environment["TMPDIR"] ?? NSTemporaryDirectory(), holding: text)
    defer { unlink(path) }
    let status = try runner.runProgram("/bin/sh", arguments: ["-c", command + " \"$1\"", "sh", path])
    guard status == 0 else { throw ExternalProgramError.failed(command, status) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ExternalProgramError.file(errno)
    }
    var edited = String(decoding: data, as: UTF8.self)
    if edited.hasSuffix("\n"), !text.hasSuffix("\n") { edited.removeLast() }
    return edited == text ? nil : edited
  }

  /// A new file in `folder`, readable and writable by the user only, holding `text`.
  static func makeFile(in folder: String, holding text: String) throws -> String {
    var template = Array((folder + "/switchyard-edit-XXXXXX.txt").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
    guard descriptor >= 0 else { throw ExternalProgramError.file(errno) }
    defer { close(descriptor) }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else {
        let code = errno
        unlink(path)
        throw ExternalProgramError.file(code)
      }
      offset += written
    }
    return path
  }
}
