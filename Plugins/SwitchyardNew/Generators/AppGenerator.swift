import Foundation
import PackagePlugin

/// Where `app` writes the new package, and how that package depends on Switchyard.
struct AppOptions {
  /// The new package's folder: `--path`, else `<Name>` in the package the command runs in.
  let directory: URL
  let switchyard: AppTemplate.Dependency

  /// Relative paths are taken from the directory of the package the command runs in.
  init(_ invocation: Invocation, package: Package) throws {
    let here = package.directoryURL
    let given = invocation.path.map { URL(fileURLWithPath: $0, relativeTo: here) }
    directory = (given ?? here.appending(path: "\(invocation.name)")).standardizedFileURL
    if let given = invocation.switchyard {
      if given.contains("://") || given.hasPrefix("git@") {
        switchyard = .url(given, requirement: "branch: \"main\"")
      } else {
        let checkout = URL(fileURLWithPath: given, relativeTo: here)
        guard FileManager.default.fileExists(atPath: checkout.appending(path: "Package.swift").path) else {
          throw GeneratorError(
            "no package at \(checkout.standardizedFileURL.path) (--switchyard): give Switchyard’s folder or URL"
          )
        }
        switchyard = .path(RelativePath.from(directory, to: checkout))
      }
    } else {
      switchyard = try Self.switchyard(seenFrom: package, for: directory)
    }
  }

  /// The Switchyard this plugin came from: the package itself, or its dependency, as it is
  /// reached from here (a path or a repository).
  private static func switchyard(seenFrom package: Package, for app: URL) throws -> AppTemplate.Dependency {
    func isSwitchyard(_ package: Package) -> Bool {
      package.products.contains { $0.name == "SwitchyardTesting" }
    }
    if isSwitchyard(package) { return .path(RelativePath.from(app, to: package.directoryURL)) }
    guard let dependency = package.dependencies.map(\.package).first(where: isSwitchyard) else {
      throw GeneratorError("say where Switchyard is: --switchyard <path-or-url>")
    }
    switch dependency.origin {
    case .local(let path):
      return .path(RelativePath.from(app, to: URL(fileURLWithPath: path)))
    case .repository(let url, let version, let revision):
      let isVersion =
        version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }
      return .url(url, requirement: isVersion ? "from: \"\(version)\"" : "revision: \"\(revision)\"")
    default:
      throw GeneratorError("say where Switchyard is: --switchyard <path-or-url>")
    }
  }
}

/// A path from one folder to another, for a manifest (`../switchyard`).
enum RelativePath {
  static func from(_ start: URL, to end: URL) -> String {
    let from = start.standardizedFileURL.pathComponents
    let to = end.standardizedFileURL.pathComponents
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    if common <= 1 { return end.standardizedFileURL.path }
    let path = Array(repeating: "..", count: from.count - common) + to[common...]
    return path.isEmpty ? "." : path.joined(separator: "/")
  }
}

/// `app <Name>`: a runnable package — a container with a cache and a service, an app coordinator
/// with two tabs, one scene (projected from the cache), the executable and tests.
enum AppGenerator {
  /// Refuses a folder that is a symbolic link, or that exists and is not empty: `app` writes
  /// a new package only into a new or empty folder, never among someone's files.
  static func refuseExisting(_ folder: URL) throws {
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) != nil {
      throw GeneratorError(
        "\(folder.path) is a symbolic link: give a new or empty folder; nothing was written")
    }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    if !entries.isEmpty {
      throw GeneratorError("\(folder.path) is not empty: give a new or empty folder; nothing was written")
    }
  }

  static func generate(_ name: TypeName, options: AppOptions) throws -> Generated {
    let reserved = [
      "Switchyard", "SwitchyardTesting", "Foundation", "Observation", "Testing", "XCTest", "Swift",
    ]
    if reserved.contains(name.upper) {
      throw GeneratorError("‘\(name)’ is the name of a module the app imports; choose another name")
    }
    let root = options.directory
    try refuseExisting(root)
    let sources = root.appending(path: "Sources/\(name)")
    let layout = TargetLayout(
      newTarget: sources, module: name.upper, tests: root.appending(path: "Tests/\(name)Tests"),
      container: "\(name)Container", cacheValue: "\(name)State")
    var plan = FilePlan(base: root.deletingLastPathComponent(), root: root)
    plan.add("Package.swift", in: root, AppTemplate.manifest(name, switchyard: options.switchyard))
    plan.add(".gitignore", in: root, AppTemplate.gitignore)
    plan.add("\(name)CLI/main.swift", in: root.appending(path: "Sources"), AppTemplate.main(name))
    plan.add("\(name)App.swift", in: sources, AppTemplate.entry(name))
    plan.add("\(name)State.swift", in: sources, AppTemplate.state(name))
    plan.add("Container/\(name)Container.swift", in: sources, AppTemplate.container(name))
    plan.add("Coordinators/AppCoordinator.swift", in: sources, AppTemplate.appCoordinator(name))
    plan.add("Coordinators/ItemsCoordinator.swift", in: sources, AppTemplate.itemsCoordinator(name))
    ServiceGenerator.add(ServiceTemplate(TypeName(valid: "Item"), record: "Item"), layout: layout, to: &plan)
    // The manifest first: an app that is there already is named by its Package.swift.
    try plan.checkNothingExists()
    let scene = try SceneGenerator.generate(
      TypeName(valid: "ItemList"), kind: .fromCache, layout: layout, base: plan.base)
    for file in scene.plan.files { plan.add(file) }
    plan.add("AppTests.swift", in: layout.testDirectory!, AppTemplate.tests(name))
    var generated = Generated(plan: plan)
    generated.next.say("Run it and test it, then add to it:")
    generated.next.add(
      "in a shell",
      """
      cd \(root.standardizedFileURL.path)
      swift run \(name.words(separator: "-"))
      swift test
      swift package --allow-writing-to-package-directory switchyard-new scene Starred --from-cache
      """)
    return generated
  }
}
