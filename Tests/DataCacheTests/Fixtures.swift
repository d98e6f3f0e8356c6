import DataCache
import Observation

struct Item: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
}

struct Model: Equatable, Sendable {
  var items: [Item] = []
  var optionalItems: [Item]?
  var title = ""
  var count = 0
}

/// Counts observation notifications of `cache.value`, re-arming after each one, so a test
/// can tell "no notification", "one notification" and "several" apart.
@MainActor
final class ChangeProbe {
  private(set) var notifications = 0
  private let cache: DataCache<Model>

  init(_ cache: DataCache<Model>) {
    self.cache = cache
    arm()
  }

  private func arm() {
    withObservationTracking {
      _ = cache.value
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.notifications += 1
        // Re-arm after the mutation has landed, so each change is counted once.
        Task { @MainActor in self?.arm() }
      }
    }
  }

  /// Lets the re-arming task run, so the next change is observed too.
  func settle() async {
    for _ in 0..<5 { await Task.yield() }
  }
}

@MainActor
final class Flag {
  var raised = false
}
