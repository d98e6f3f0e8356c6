import Foundation

/// Finds the package's built executables from inside a test.
public enum ProductLocator {
  /// The executable `name` in the same build folder as the running test bundle. Under the
  /// address sanitizer, the programs a test starts run without its leak check (see
  /// `ChildLeakCheck`).
  public static func executable(named name: String) -> URL {
    ChildLeakCheck.disabledForChildren
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = bundle.deletingLastPathComponent()
    // On Linux the test runner is `<build>/debug/<Package>PackageTests.xctest`; on Apple
    // platforms the bundle's executable sits deeper inside the `.xctest` bundle.
    while !folder.path.isEmpty, folder.path != "/" {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return bundle.deletingLastPathComponent().appendingPathComponent(name)
  }
}
