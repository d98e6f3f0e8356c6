import Foundation
import Testing

@testable import Features

@Suite("The folder a replay works in")
struct ReplayFolderTests {
  @Test("private to this user, and what a crashed run left is removed by the next one")
  func leftovers() throws {
    let parent = ReplayFolder.parent
    try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    // A run whose process is gone (pid 2^22 + 1 is above Linux's pid_max default).
    let left = parent.appendingPathComponent("4194305-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
    try Data("hashes".utf8).write(to: left.appendingPathComponent("replay.sqlite"))
    let folder = try ReplayFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!FileManager.default.fileExists(atPath: left.path), "the crashed run's copy is gone")
    let mode = try FileManager.default.attributesOfItem(atPath: parent.path)[.posixPermissions] as? Int
    #expect(mode == 0o700)
    // Paths, not URLs: a URL made while its folder did not exist yet has no trailing slash.
    #expect(folder.deletingLastPathComponent().standardized.path == parent.standardized.path)
  }
}
