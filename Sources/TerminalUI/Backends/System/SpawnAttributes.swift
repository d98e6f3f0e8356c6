import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Spawn attributes that start a program as a shell would: every signal at its default
/// action and none blocked. The caller may be a dispatch worker thread, which blocks most
/// signals, or may ignore some (SIGINT while a child runs), and a child inherits both.
package enum SpawnAttributes {
  #if canImport(Darwin)
    /// What `posix_spawnattr_init` fills in: on Darwin an opaque pointer it allocates.
    package typealias Handle = posix_spawnattr_t?
  #else
    /// What `posix_spawnattr_init` fills in: on Linux a structure in the caller's memory.
    package typealias Handle = posix_spawnattr_t
  #endif

  /// A handle for `posix_spawnattr_init` to fill in.
  package static func empty() -> Handle {
    #if canImport(Darwin)
      nil
    #else
      posix_spawnattr_t()
    #endif
  }

  /// Sets `attributes` so, with any `extraFlags` (`POSIX_SPAWN_SETSID` …) as well.
  package static func setDefaultSignals(_ attributes: inout Handle, extraFlags: Int32 = 0) {
    posix_spawnattr_setflags(&attributes, Int16(extraFlags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
  }
}
