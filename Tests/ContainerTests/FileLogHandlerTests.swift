import Container
import Foundation
import Logging
import Testing

@Suite("File log handler")
struct FileLogHandlerTests {
  @Test("lines are appended with level, label and sorted metadata; the file is private")
  func lines() throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.log")
    try Data("earlier line\n".utf8).write(to: URL(fileURLWithPath: path))
    let file = LogFile(path: path)
    #expect(file.isOpen)
    var logger = Logger(label: "test") { FileLogHandler(label: $0, file: file) }
    logger[metadataKey: "session"] = "7"
    logger.info("hello", metadata: ["b": "2", "a": "1"])
    logger.debug("not at the default level")
    logger.error("failed")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == "earlier line")
    #expect(lines[1].hasSuffix(" info test: hello a=1 b=2 session=7"))
    #expect(lines[2].hasSuffix(" error test: failed session=7"))
  }

  @Test("a new log file is created with mode 0600; an unwritable path turns logging off quietly")
  func creation() throws {
    let folder = TemporaryFolder()
    let path = folder.path("new.log")
    let file = LogFile(path: path)
    #expect(file.isOpen)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let nowhere = LogFile(path: folder.path("missing/folder/x.log"))
    #expect(!nowhere.isOpen)
    let logger = Logger(label: "test") { FileLogHandler(label: $0, file: nowhere) }
    logger.info("dropped")
  }

  @Test("a symbolic link planted where the log goes is not followed: logging is off, the target untouched")
  func plantedLink() throws {
    let folder = TemporaryFolder()
    let victim = folder.path("victim.txt")
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    let path = folder.path("switchyard.log")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
    let file = LogFile(path: path)
    #expect(!file.isOpen)
    let logger = Logger(label: "test") { FileLogHandler(label: $0, file: file) }
    logger.error("should go nowhere")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
  }
}
