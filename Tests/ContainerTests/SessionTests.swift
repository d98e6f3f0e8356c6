import Container
import Foundation
import GRDB
import Services
import SwitchyardTesting
import Testing

@MainActor
@Suite("Staying signed in")
struct SessionTests {
  func container(_ folder: TemporaryFolder, osUser: String = "1000") throws -> AppContainer {
    var configuration = Configuration.testing(databasePath: folder.path("app.sqlite"), now: { fixedNow })
    configuration.sessionPath = folder.path("app.sqlite.session-\(osUser)")
    configuration.osUser = osUser
    return try AppContainer(configuration: configuration)
  }

  /// Signs Ada up in `container` and waits until her sign-in is remembered.
  func signUpAda(_ container: AppContainer, _ folder: TemporaryFolder) async throws {
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await container.work.idle()
    #expect(SignInFile(path: folder.path("app.sqlite.session-1000")).read() != nil)
  }

  @Test("a sign-in is remembered in a private file; the next start signs the same OS user in")
  func resumes() async throws {
    let folder = TemporaryFolder()
    let first = try container(folder)
    try await signUpAda(first, folder)
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("app.sqlite.session-1000"))
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    first.stop()

    let second = try container(folder)
    second.resumeSession()
    #expect(second.cache.value.session?.email == "ada@example.com")
  }

  @Test("the database keeps only the token's hash, and another OS user's start signs nobody in")
  func hashedAndPerOSUser() async throws {
    let folder = TemporaryFolder()
    let first = try container(folder)
    try await signUpAda(first, folder)
    let token = try #require(SignInFile(path: folder.path("app.sqlite.session-1000")).read())
    let stored = try await first.database.read { db in
      try Data.fetchAll(db, sql: "SELECT token_hash FROM sessions")
    }
    #expect(stored.count == 1)
    #expect(stored.first != Data(token.text.utf8))
    #expect(stored.first?.count == 32)

    let other = try container(folder, osUser: "1001")
    try SignInFile(path: folder.path("app.sqlite.session-1001")).write(token)
    other.resumeSession()
    #expect(other.cache.value.session == nil, "a token issued to another OS user signs nobody in")
  }

  @Test("signing out ends the session: the file goes, and the token no longer signs in")
  func signOutEnds() async throws {
    let folder = TemporaryFolder()
    let first = try container(folder)
    try await signUpAda(first, folder)
    let token = try #require(SignInFile(path: folder.path("app.sqlite.session-1000")).read())
    await first.auth.signOut()
    await first.work.idle()
    #expect(!FileManager.default.fileExists(atPath: folder.path("app.sqlite.session-1000")))
    #expect(try first.database.user(forSession: token, osUser: "1000") == nil)
  }

  @Test("--sign-out forgets the session before the app starts")
  func forget() async throws {
    let folder = TemporaryFolder()
    let first = try container(folder)
    try await signUpAda(first, folder)
    first.stop()
    let second = try container(folder)
    second.forgetSession()
    second.resumeSession()
    #expect(second.cache.value.session == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.path("app.sqlite.session-1000")))
  }

  @Test("a damaged or empty session file signs nobody in and is no error")
  func damaged() throws {
    let folder = TemporaryFolder()
    for contents in ["", "not a token", String(repeating: "z", count: 64)] {
      _ = FileManager.default.createFile(
        atPath: folder.path("app.sqlite.session-1000"), contents: Data(contents.utf8))
      let container = try container(folder)
      container.resumeSession()
      #expect(container.cache.value.session == nil)
    }
  }

  @Test("a FIFO or a directory planted as the session file signs nobody in, at once (no hang)")
  func notAFile() throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite.session-1000")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(SignInFile(path: path).read() == nil, "a FIFO with no writer would block an ordinary open")
    let container = try container(folder)
    container.resumeSession()
    #expect(container.cache.value.session == nil)
    unlink(path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(SignInFile(path: path).read() == nil)
  }

  @Test("a symbolic link planted as the session file is replaced, never written through")
  func symlink() async throws {
    let folder = TemporaryFolder()
    let target = folder.path("victim.txt")
    _ = FileManager.default.createFile(atPath: target, contents: Data("keep me".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("app.sqlite.session-1000"), withDestinationPath: target)
    let container = try container(folder)
    try await signUpAda(container, folder)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    #expect(SignInFile(path: folder.path("app.sqlite.session-1000")).read() != nil)
  }
}
