import Coordinators
import Foundation

/// Runs `body` and returns the navigation misuse it reported (see `NavigationDiagnostics`),
/// in order — to assert that a request was refused, or that none was.
///
/// ```swift
/// let misuses = recordNavigationMisuse {
///   coordinator.pop(to: .settings)
/// }
/// #expect(misuses == [.popToAbsentDestination("settings")])
/// ```
@MainActor
public func recordNavigationMisuse(_ body: () throws -> Void) rethrows -> [NavigationMisuse] {
  let recorder = MisuseLog()
  try NavigationDiagnostics.$report.withValue({ recorder.append($0) }) {
    try body()
  }
  return recorder.misuses
}

/// Collects reports, which may come from any thread.
private final class MisuseLog: @unchecked Sendable {
  // `@unchecked Sendable`: every access to `entries` holds `lock`.
  private let lock = NSLock()
  private var entries: [NavigationMisuse] = []

  func append(_ misuse: NavigationMisuse) {
    lock.withLock { entries.append(misuse) }
  }

  var misuses: [NavigationMisuse] { lock.withLock { entries } }
}
