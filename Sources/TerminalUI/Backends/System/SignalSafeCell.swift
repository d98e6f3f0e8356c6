/// A value that signal handlers read and write, in memory allocated once and never freed.
///
/// A signal handler must not access a global or static `var` directly. Swift checks such an
/// access for exclusivity at run time, and the check looks up the running thread's accesses
/// in its thread-local storage. A signal can run its handler on a thread whose thread-local
/// storage is being torn down (the main thread, once `dispatchMain()` has made it exit), and
/// the lookup then crashed the process with SIGSEGV, before the terminal was restored and the
/// database closed. What is reached through a pointer is not checked, so handlers read and
/// write their state through this cell, kept in a `static let`.
///
/// `@unchecked Sendable`: it is a pointer to shared memory. Each field kept in one is either
/// written on the main thread before any handler that reads it is installed, or is a flag
/// whose worst race is harmless; the type that keeps the cell says which.
struct SignalSafeCell<Value>: @unchecked Sendable {
  private let pointer: UnsafeMutablePointer<Value>

  init(_ value: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  /// The value, read and written in place.
  var value: Value {
    unsafeAddress { UnsafePointer(pointer) }
    nonmutating unsafeMutableAddress { pointer }
  }
}
