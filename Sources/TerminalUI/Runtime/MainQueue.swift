import Dispatch
import Foundation

/// Whether code runs on the main actor, asked without trapping.
///
/// On Linux, after `dispatchMain()` the main queue (and so the main actor) is drained by a
/// worker thread, so `Thread.isMainThread` alone would say no; the main queue is marked with
/// a queue-specific value the first time this is used.
package enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Marks the main queue; call once from the main actor before asking ``isCurrent``.
  @MainActor package static func prepare() {
    _ = marked
  }

  /// Whether the caller runs on the main thread or on the main queue.
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }

  /// Runs `work` on the main actor: at once when called there (an observation's `onChange`,
  /// called where the model changed — on the main actor, for main-actor models), else in a
  /// task that hops there instead of trapping.
  package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      Task { @MainActor in work() }
    }
  }
}
