import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``ViewHost`` full screen in the terminal: reads keys, redraws what changed, follows
/// resizes, suspends on Ctrl-Z, and restores the terminal however it ends.
///
/// Call ``run()`` from a synchronous `main.swift`; it never returns (it ends in
/// `dispatchMain()`: main-actor code then runs on the main queue, which libdispatch on
/// Linux drains on a worker thread, so `Thread.isMainThread` is false there). Ctrl-C quits (status
/// 130) unless a view handles it; Ctrl-Z (or SIGTSTP) suspends; Ctrl-L redraws.
///
/// ```swift
/// let host = ViewHost { GalleryView() }
/// try TerminalApp(host: host).run()
/// ```
@MainActor
public final class TerminalApp {
  /// The host running the views.
  public let host: ViewHost
  /// Whether the terminal reports clicks and the wheel to the views (SGR mouse mode).
  public let mouse: Bool
  /// The app that is running: `dispatchMain()` ends the main thread, and with it the only
  /// reference its stack held (the leak checker would report everything as lost).
  static var running: TerminalApp?
  var decoder = InputDecoder()
  var encoder = FrameEncoder(capabilities: .detect())
  private var sources: [any DispatchSourceProtocol] = []
  var isSuspended = false
  private var isAnimationScheduled = false
  private var isRenderScheduled = false
  /// Whether a program (``runProgram(_:arguments:)``) has the terminal: suspending is its.
  var isRunningProgram = false
  var lastSize: Size?

  /// Prepares to run `host` full screen (nothing happens until ``run()``); with `mouse`,
  /// clicks and the wheel reach the views (see ``ViewHost/send(_:)-(MouseEvent)``).
  public init(host: ViewHost, mouse: Bool = false) {
    self.host = host
    self.mouse = mouse
  }

  /// Enters full-screen mode and runs until ``quit(status:)``.
  public func run() throws -> Never {
    try TerminalSession.enter(mouse: mouse)
    ProcessExit.arm()
    host.backendHints = [
      KeyHint("ctrl-c", "quit"), KeyHint("ctrl-z", "suspend", detail: "Back to the shell; fg resumes"),
      KeyHint("ctrl-l", "redraw"),
    ]
    host.onInvalidate = { [weak self] in
      // One frame for however many changes (a burst of keys) come before it.
      guard let self, !self.isRenderScheduled else { return }
      self.isRenderScheduled = true
      DispatchQueue.main.async { MainActor.assumeIsolated { self.render() } }
    }
    // From here on the app runs only on the main queue, which `dispatchMain()` hands to a
    // worker thread on Linux: starting it there too means nothing the main thread did
    // before is left unordered with what the queue does next (the thread sanitizer sees
    // the hand-off only through the queue).
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.listen()
        self.render()
      }
    }
    Self.running = self
    dispatchMain()
  }

  /// Runs the exit hooks (``ProcessExit/onExit(_:)``), restores the terminal and ends the
  /// process.
  public func quit(status: Int32 = 0) -> Never {
    ProcessExit.exit(status: status)
  }

  private func listen() {
    let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
    input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
    input.resume()
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.redrawAll() } }
    resize.resume()
    signal(SIGCONT, SIG_IGN)
    let resume = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
    resume.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resumeAfterSuspend() } }
    resume.resume()
    // SIGTSTP from outside (`kill -TSTP`) suspends as Ctrl-Z does: terminal first.
    signal(SIGTSTP, SIG_IGN)
    let stop = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
    stop.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.suspend() } }
    stop.resume()
    // A size check four times a second backs up SIGWINCH, which can be lost while the
    // signal source is still being armed.
    let sizeCheck = DispatchSource.makeTimerSource(queue: .main)
    sizeCheck.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
    sizeCheck.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.lastSize != TerminalSession.size() else { return }
        self.redrawAll()
      }
    }
    sizeCheck.resume()
    sources = [input, resize, resume, stop, sizeCheck]
  }

  func render() {
    isRenderScheduled = false
    guard !isSuspended else { return }
    let size = TerminalSession.size()
    if size != lastSize {
      lastSize = size
      encoder.reset()
    }
    let frame = host.render(size: size)
    TerminalSession.writeAll(encoder.encode(frame))
    if host.isAnimating, !isAnimationScheduled {
      // One tick at a time, however many frames a burst of keys draws in between.
      isAnimationScheduled = true
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { [weak self] in
        MainActor.assumeIsolated {
          self?.isAnimationScheduled = false
          self?.host.advanceAnimation()
        }
      }
    }
  }
}
