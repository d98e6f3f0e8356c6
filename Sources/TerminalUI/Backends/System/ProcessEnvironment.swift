#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// This process's environment in the form `posix_spawn` takes (`envp`).
enum ProcessEnvironment {
  /// The `environ` array as it is now (a variable set since the start is in it). Darwin's
  /// module does not import `environ`, which a library reaches through `_NSGetEnviron()`;
  /// glibc's does.
  static var current: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      UnsafePointer(_NSGetEnviron().pointee)
    #else
      UnsafePointer(environ)
    #endif
  }
}
