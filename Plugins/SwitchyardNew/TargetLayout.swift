import Foundation
import PackagePlugin

/// Where generated code goes in the package the plugin runs in: the target, its test target,
/// and what the target already declares (its types, its container).
struct TargetLayout {
  /// The target's folder and module name.
  let directory: URL
  let module: String
  /// The test target's folder, when tests are written.
  let testDirectory: URL?
  /// The test target's name (for messages).
  let testTarget: String?
  /// The types the target declares, so a generated one never clashes.
  let declaredTypes: Set<String>
  /// The target's container class (`final class NotebookContainer`), if it has exactly one:
  /// generated coordinators take it, as the app's own do.
  let container: String?
  /// The value type of the target's `DataCache`, if it has exactly one kind of cache.
  let cacheValue: String?
  /// A service the container holds (`items`, of type `ItemService`), for the lines printed.
  let service: (property: String, type: String)?
  /// Whether the package's manifest excludes `__Snapshots__` from the test target.
  let excludesSnapshots: Bool

  /// The layout of a target not written yet (the `app` generator's), holding `container`.
  init(newTarget directory: URL, module: String, tests: URL, container: String, cacheValue: String) {
    self.directory = directory
    self.module = module
    testDirectory = tests
    testTarget = module + "Tests"
    declaredTypes = []
    self.container = container
    self.cacheValue = cacheValue
    service = nil
    excludesSnapshots = true
  }

  /// The layout of `--target` (or of the package's only library target) in `package`.
  init(package: Package, invocation: Invocation) throws {
    let modules = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
    let target = try Self.target(named: invocation.target, in: modules)
    directory = target.directoryURL
    module = target.moduleName
    let sources = target.sourceFiles(withSuffix: "swift").compactMap {
      try? String(contentsOf: $0.url, encoding: .utf8)
    }
    declaredTypes = Self.declarations(in: sources)
    let containers = Self.matches(of: #"class\s+([A-Z][A-Za-z0-9]*Container)\b"#, in: sources)
    container = containers.count == 1 ? containers.first : nil
    // Where a cache is made: `DataCache(value: AppState(…))`.
    let caches = Set(Self.matches(of: #"DataCache\(value:\s*([A-Z]\w*)\("#, in: sources))
    cacheValue = caches.count == 1 ? caches.first : nil
    let services = Self.captures(of: #"let\s+([a-z]\w*)\s*:\s*any\s+([A-Z]\w*Service)\b"#, in: sources)
    service = services.first.map { ($0[0], $0[1]) }
    let manifest = try? String(
      contentsOf: package.directoryURL.appending(path: "Package.swift"), encoding: .utf8)
    excludesSnapshots = manifest?.contains("__Snapshots__") ?? false
    guard invocation.writesTests else {
      testDirectory = nil
      testTarget = nil
      return
    }
    let tests = try Self.testTarget(named: invocation.testTarget, for: target, in: modules)
    testDirectory = tests.directoryURL
    testTarget = tests.name
  }

  /// The target called `name`, or the package's only library target.
  private static func target(
    named name: String?, in modules: [SwiftSourceModuleTarget]
  ) throws
    -> SwiftSourceModuleTarget
  {
    let libraries = modules.filter { $0.kind == .generic }
    guard let name else {
      if libraries.count == 1 { return libraries[0] }
      let names = libraries.map(\.name).joined(separator: ", ")
      throw GeneratorError("say which target the code goes in: --target <one of \(names)>")
    }
    guard let target = modules.first(where: { $0.name == name }), target.kind != .test else {
      let names = modules.filter { $0.kind != .test }.map(\.name).joined(separator: ", ")
      throw GeneratorError("no target ‘\(name)’ in this package; its targets are \(names)")
    }
    return target
  }

  /// The test target called `name`, or the one that depends on `target` (`<Target>Tests` if several do).
  private static func testTarget(
    named name: String?, for target: SwiftSourceModuleTarget, in modules: [SwiftSourceModuleTarget]
  ) throws -> SwiftSourceModuleTarget {
    let tests = modules.filter { $0.kind == .test }
    if let name {
      guard let found = tests.first(where: { $0.name == name }) else {
        throw GeneratorError("no test target ‘\(name)’ in this package")
      }
      return found
    }
    let dependents = tests.filter { test in
      test.dependencies.contains {
        if case .target(let other) = $0 { other.name == target.name } else { false }
      }
    }
    if dependents.count == 1 { return dependents[0] }
    if let named = dependents.first(where: { $0.name == target.name + "Tests" }) { return named }
    if dependents.isEmpty {
      throw GeneratorError("no test target depends on ‘\(target.name)’: pass --tests <target> or --no-tests")
    }
    let names = dependents.map(\.name).joined(separator: ", ")
    throw GeneratorError("several test targets depend on ‘\(target.name)’: pass --tests <one of \(names)>")
  }

  /// The names of the types declared in `sources`.
  static func declarations(in sources: [String]) -> Set<String> {
    Set(
      matches(
        of: #"\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#, in: sources))
  }

  /// The first capture of every match of `pattern` in `sources`.
  static func matches(of pattern: String, in sources: [String]) -> [String] {
    captures(of: pattern, in: sources).map { $0[0] }
  }

  /// The captures of every match of `pattern` in `sources`, in order.
  static func captures(of pattern: String, in sources: [String]) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return sources.flatMap { source in
      regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { match in
        (1..<match.numberOfRanges).map { index in
          Range(match.range(at: index), in: source).map { String(source[$0]) } ?? ""
        }
      }
    }
  }
}
