import Foundation
import Testing

@testable import SwitchyardTesting

#if canImport(Glibc)
  import Glibc
#endif

/// Every signal that ends a process, whichever way, leaves the terminal as it was — and a
/// crash's reason is still on screen afterwards.
@Suite("Signals and crashes restore the terminal")
struct SignalRestoreTests {
  /// The signals whose default action ends a process, as the kernel behaves: each is sent
  /// to a `sleep` started with default dispositions, and counts when it ends it. (SIGKILL
  /// cannot be caught and is left out.)
  ///
  /// No time limit decides that a signal did not end its `sleep`: each is followed by SIGXFSZ,
  /// which ends every `sleep` still there, then SIGCONT, which continues one a stop signal
  /// stopped. The kernel acts on the signal first: one that ends a process and dumps no core
  /// ends it as it is sent; of two pending, the lower number is taken first (SIGXFSZ dumps a
  /// core, so it does not overtake either), and the synchronous ones (SIGSEGV … SIGSYS) before
  /// any other.
  static func terminatingSignals() async -> [Int32] {
    let sleep = URL(fileURLWithPath: "/bin/sleep")
    let candidates = (1...highestSignal).filter { $0 != SIGKILL && $0 != SIGSTOP }
    let children = candidates.compactMap { number in
      (try? PseudoTerminal(executable: sleep, arguments: ["30"])).map { (number, $0) }
    }
    for (number, child) in children {
      kill(child.pid, number)
      kill(child.pid, SIGXFSZ)
      kill(child.pid, SIGCONT)
    }
    var signals: [Int32] = []
    for (number, child) in children where (try? await child.waitForExit()) == 128 + number {
      signals.append(number)
    }
    return signals
  }

  /// The highest signal number: the last real-time signal on Linux; Darwin has 1 to 31.
  static var highestSignal: Int32 {
    #if os(Linux)
      __libc_current_sigrtmax()
    #else
      31
    #endif
  }

  /// Whether this test runs under the address or thread sanitizer, whose runtime (built into
  /// the gallery as well) takes over SIGSEGV, SIGBUS and SIGFPE.
  static let sanitizerOwnsFaults =
    dlsym(everyImage, "__tsan_init") != nil || dlsym(everyImage, "__asan_init") != nil

  /// `RTLD_DEFAULT`, which Swift does not import: -2 on Darwin, 0 (a null handle) on Linux.
  static var everyImage: UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      UnsafeMutableRawPointer(bitPattern: -2)
    #else
      UnsafeMutableRawPointer(bitPattern: 0)
    #endif
  }

  static var gallery: URL { ProductLocator.executable(named: "switchyard-gallery") }

  @Test(
    "SIGTERM and SIGHUP end the program and restore the terminal while its main queue is busy",
    .needsProcFileSystem, arguments: [SIGTERM, SIGHUP])
  func signalWhileBusy(number: Int32) async throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery, environment: ["SWITCHYARD_GALLERY_BUSY_KEY": "b"], columns: 80, rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.send("b")  // the main queue is now busy for a minute
    // Busy: the process has used a quarter of a second of CPU (its idle start uses far less).
    try await terminal.waitUntil(timeout: .seconds(10), waitingFor: "the busy loop to start") { _ in
      Self.cpuTicks(of: terminal.pid) >= 25
    }
    kill(terminal.pid, number)
    // Not a timing assertion: a program that waited for its main queue would take a minute.
    #expect(try await terminal.waitForExit(timeout: .seconds(10)) == 128 + number)
    #expect(terminal.isSane && !terminal.screen.isAlternateScreen && terminal.screen.isCursorVisible)
  }

  /// The user-mode CPU time process `pid` has used, in clock ticks (`/proc/PID/stat`'s utime).
  static func cpuTicks(of pid: pid_t) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    return fields.count > 11 ? Int(fields[11]) ?? 0 : 0
  }

  @Test("the signals found include the usual ones, and no stop or ignore signal")
  func derivedTable() async {
    let signals = await Self.terminatingSignals()
    for expected in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGALRM, SIGXFSZ, SIGPIPE, SIGSEGV] {
      #expect(signals.contains(expected), "signal \(expected)")
    }
    for other in [SIGCHLD, SIGWINCH, SIGURG, SIGCONT, SIGTSTP, SIGTTIN, SIGTTOU] {
      #expect(!signals.contains(other), "signal \(other)")
    }
  }

  @Test(
    "each terminating signal restores the terminal and ends the gallery by that signal", .serialized,
    arguments: await terminatingSignals())
  func everySignal(number: Int32) async throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery, environment: ["SWIFT_BACKTRACE": "enable=no"], columns: 80, rows: 24)
    try await terminal.waitFor("Primitives")
    #expect(terminal.screen.isAlternateScreen && !terminal.isSane)
    kill(terminal.pid, number)
    let status = try await terminal.waitForExit()
    if Self.sanitizerOwnsFaults, [SIGSEGV, SIGBUS, SIGFPE].contains(number) {
      // A sanitizer's runtime handles these itself: it reports and exits its own way.
      #expect(status != 0, "signal \(number)")
    } else {
      #expect(status == 128 + number, "signal \(number)")
    }
    #expect(terminal.isSane, "signal \(number): raw mode left on")
    #expect(!terminal.screen.isAlternateScreen, "signal \(number): alternate screen left on")
    #expect(terminal.screen.isCursorVisible, "signal \(number): cursor left hidden")
  }

  @Test("a crash's message is on screen after the terminal is restored (backtracer off)")
  func crashMessageSurvives() async throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery,
      environment: ["SWITCHYARD_GALLERY_CRASH_KEY": "x", "SWIFT_BACKTRACE": "enable=no"],
      columns: 100, rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.send("x")
    #expect(try await terminal.waitForExit() > 128)
    #expect(!terminal.screen.isAlternateScreen && terminal.isSane)
    // What the program wrote after leaving the alternate screen, which stays on screen.
    let output = String(decoding: terminal.output, as: UTF8.self)
    let afterRestore = try #require(output.components(separatedBy: "\u{1B}[?1049l").last)
    #expect(afterRestore.contains("Fatal error: crash requested by the test"), "\(afterRestore)")
  }
}
