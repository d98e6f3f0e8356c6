import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Under the address sanitizer, turns the leak check off for the programs a test starts, and
/// only for them.
///
/// A program that ends from inside its run loop (`q`, Ctrl-C, the end of its input) still has
/// work in flight — a debounced search asleep, an effect running — and the leak check counts
/// that work's memory as lost, though nothing is. The test process keeps its own leak check:
/// its options were read when it started, and it is where lost memory is looked for (tests
/// hold weak references to containers, sessions and hosts and require them freed).
enum ChildLeakCheck {
  /// Adds `detect_leaks=0` to `LSAN_OPTIONS` in this process's environment, which the
  /// programs it starts from now on inherit. Runs once, the first time it is read.
  static let disabledForChildren: Void = {
    let current = ProcessInfo.processInfo.environment["LSAN_OPTIONS"] ?? ""
    guard !current.contains("detect_leaks=") else { return }
    setenv("LSAN_OPTIONS", current.isEmpty ? "detect_leaks=0" : current + ":detect_leaks=0", 1)
  }()
}
