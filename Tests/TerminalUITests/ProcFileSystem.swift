import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a test only where `/proc` describes processes (Linux): it reads a process's state,
  /// CPU time or children there. Elsewhere (macOS) the test is skipped, not failed.
  static var needsProcFileSystem: Self {
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "reads /proc")
  }
}
