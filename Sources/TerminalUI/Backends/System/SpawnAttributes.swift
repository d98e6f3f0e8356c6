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
  /// Sets `attributes` so, with any `extraFlags` (`POSIX_SPAWN_SETSID` …) as well.
  package static func setDefaultSignals(_ attributes: inout posix_spawnattr_t, extraFlags: Int32 = 0) {
    posix_spawnattr_setflags(&attributes, Int16(extraFlags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
  }
}
