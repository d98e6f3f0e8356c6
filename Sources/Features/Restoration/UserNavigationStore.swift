import Coordinators
import Foundation
import Routing
import Services

/// One user's navigation snapshot, as JSON in the database's `navigation_state` table.
@MainActor
struct UserNavigationStore: NavigationStateStore {
  let storage: NavigationStateStorage
  let userID: User.ID
  let now: @Sendable () -> Date

  func loadSnapshot() throws -> NavigationSnapshot? {
    guard let text = try storage.load(for: userID) else { return nil }
    return try JSONDecoder().decode(NavigationSnapshot.self, from: Data(text.utf8))
  }

  func saveSnapshot(_ snapshot: NavigationSnapshot) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try storage.save(String(decoding: try encoder.encode(snapshot), as: UTF8.self), for: userID, at: now())
  }
}
