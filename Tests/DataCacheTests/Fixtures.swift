import DataCache
import Observation
import WorkTracking

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
  /// Counts the re-arming, so ``idle()`` can wait for it.
  private let rearming = WorkTracker()

  init(_ cache: DataCache<Model>) {
    self.cache = cache
    arm()
  }

  private func arm() {
    withObservationTracking {
      _ = cache.value
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.notifications += 1
        // Re-arm after the mutation has landed, so each change is counted once.
        self.rearming.run { [weak self] in self?.arm() }
      }
    }
  }

  /// Returns once the probe has re-armed, so the next change is observed too.
  func idle() async {
    await rearming.idle()
  }
}
