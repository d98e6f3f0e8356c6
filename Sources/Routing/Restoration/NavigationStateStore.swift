import Coordinators
import Foundation

/// Where an app keeps its ``NavigationSnapshot`` between runs — a file, a database row per user.
/// Reads and writes are synchronous so the state can be saved as the app quits.
@MainActor
public protocol NavigationStateStore {
  /// The snapshot saved last, or nil when there is none.
  func loadSnapshot() throws -> NavigationSnapshot?
  /// Saves `snapshot`, replacing the one saved before.
  func saveSnapshot(_ snapshot: NavigationSnapshot) throws
}

/// A ``NavigationStateStore`` in a JSON file, written atomically (a crash mid-write leaves the
/// previous snapshot) and readable only by its owner (mode 0600: a sheet's draft is in it).
///
/// ```swift
/// let store = JSONFileNavigationStore(path: stateFolder + "/navigation.json")
/// ```
public struct JSONFileNavigationStore: NavigationStateStore {
  /// The file.
  public let path: String

  /// A store in the file at `path` (created when first saved).
  public init(path: String) {
    self.path = path
  }

  public func loadSnapshot() throws -> NavigationSnapshot? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONDecoder().decode(NavigationSnapshot.self, from: data)
  }

  public func saveSnapshot(_ snapshot: NavigationSnapshot) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(snapshot).write(to: URL(fileURLWithPath: path), options: .atomic)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
  }
}
