import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Spawn file actions that start a program with its standard input, output and error alone
/// open. Without them it inherits every descriptor of this process not marked close-on-exec
/// that any thread had open at that moment (a database, a log file, another program's
/// terminal) and holds it as long as it runs, and so does anything it leaves running.
package enum SpawnFileActions {
  #if canImport(Darwin)
    /// What `posix_spawn_file_actions_init` fills in: on Darwin an opaque pointer it allocates.
    package typealias Handle = posix_spawn_file_actions_t?
  #else
    /// What `posix_spawn_file_actions_init` fills in: on Linux a structure in the caller's
    /// memory.
    package typealias Handle = posix_spawn_file_actions_t
  #endif

  /// A handle for `posix_spawn_file_actions_init` to fill in.
  package static func empty() -> Handle {
    #if canImport(Darwin)
      nil
    #else
      posix_spawn_file_actions_t()
    #endif
  }

  /// Adds to `actions` the closing of every descriptor above standard error (after the
  /// actions already added, which may set up 0, 1 and 2). Returns the spawn flags it needs.
  package static func closeAllButStandard(_ actions: inout Handle) -> Int32 {
    #if canImport(Darwin)
      // Only the descriptors the file actions name stay open: 0, 1 and 2 as they are.
      for descriptor: Int32 in 0...2 { posix_spawn_file_actions_addinherit_np(&actions, descriptor) }
      return Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      // glibc 2.34+ has it, but Swift's Glibc module does not import it (a GNU extension).
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      let defaultScope = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
      if let symbol = dlsym(defaultScope, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
      }
      return 0
    #endif
  }
}
