import Container
import Foundation
import Services
import Testing

@Suite("Configuration")
struct ConfigurationTests {
  @Test("the default database lives under $XDG_DATA_HOME/switchyard when that is absolute")
  func xdg() {
    let configuration = Configuration.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
    #expect(configuration.databasePath == "/data/switchyard/switchyard.sqlite")
    #expect(configuration.logPath == "/data/switchyard/switchyard.log")
  }

  @Test("otherwise under ~/.local/share/switchyard (a relative or empty XDG_DATA_HOME is ignored)")
  func home() {
    for environment in [["HOME": "/home/ada"], ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/path"]] {
      #expect(
        Configuration.standard(environment: environment).databasePath
          == "/home/ada/.local/share/switchyard/switchyard.sqlite")
    }
  }

  @Test("--db paths are used as given, with ~ expanded, and the log goes beside them")
  func explicitPath() {
    let configuration = Configuration.standard(databasePath: "/tmp/x/tasks.sqlite", environment: [:])
    #expect(configuration.databasePath == "/tmp/x/tasks.sqlite")
    #expect(configuration.logPath == "/tmp/x/switchyard.log")
    let home = NSHomeDirectory()
    #expect(Configuration.standard(databasePath: "~/t.sqlite").databasePath == home + "/t.sqlite")
    #expect(Configuration.standard(databasePath: "t.sqlite").logPath == "./switchyard.log")
  }

  @Test("production hashes passwords with at least 600,000 iterations; only .testing lowers it")
  func passwordStrength() {
    #expect(Configuration.default.passwordIterations >= 600_000)
    #expect(!Configuration.default.passwordHasher.isInsecureForTesting)
    #expect(Configuration(databasePath: "/x").passwordIterations >= 600_000)
    #expect(Configuration(databasePath: "/x", passwordIterations: 1_000).passwordIterations >= 600_000)
    #expect(Configuration(databasePath: "/x", passwordIterations: 900_000).passwordIterations == 900_000)
    let testing = Configuration.testing(databasePath: "/x")
    #expect(testing.passwordHasher.isInsecureForTesting && testing.passwordIterations < 600_000)
    #expect(testing.logPath == nil)
  }

  @Test("the default busy timeout is five seconds")
  func busyTimeout() {
    #expect(Configuration.default.busyTimeout == .seconds(5))
  }
}
