/// `app <Name>`: the package manifest, the executable and the app's own test.
extension AppTemplate {
  /// How the new package depends on Switchyard.
  enum Dependency {
    /// A local checkout, by a path relative to the new package.
    case path(String)
    /// A repository, and the requirement (`from: "1.0.0"`, `branch: "main"`).
    case url(String, requirement: String)

    /// The line in `dependencies:`.
    var line: String {
      switch self {
      case .path(let path): ".package(name: \"Switchyard\", path: \(literal(path)))"
      case .url(let url, let requirement): ".package(url: \(literal(url)), \(requirement))"
      }
    }

    /// The package's identity, as products name it.
    var identity: String {
      switch self {
      case .path: return "Switchyard"
      case .url(let url, _):
        let last = url.split(separator: "/").last.map(String.init) ?? url
        return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
      }
    }

    /// `text` as a Swift string literal.
    private func literal(_ text: String) -> String {
      let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      return "\"\(escaped)\""
    }
  }

  static func manifest(_ name: TypeName, switchyard: Dependency) -> String {
    func product(_ name: String) -> String {
      ".product(name: \"\(name)\", package: \"\(switchyard.identity)\")"
    }
    return #"""
      // swift-tools-version: 6.1
      import PackageDescription

      /// \#(name.title): a Switchyard app. `\#(name)` is the app (state, services, container,
      /// coordinators, scenes), `\#(name)CLI` the executable (`swift run \#(name.words(separator: "-"))`,
      /// or with `--plain`), `\#(name)Tests` its tests.
      let package = Package(
        name: "\#(name)",
        platforms: [.macOS(.v14)],
        products: [
          .executable(name: "\#(name.words(separator: "-"))", targets: ["\#(name)CLI"])
        ],
        dependencies: [
          \#(switchyard.line)
        ],
        targets: [
          .target(name: "\#(name)", dependencies: [\#(product("Switchyard"))]),
          .executableTarget(
            name: "\#(name)CLI", dependencies: ["\#(name)", \#(product("Switchyard"))]),
          .testTarget(
            name: "\#(name)Tests",
            dependencies: [
              "\#(name)", \#(product("Switchyard")),
              \#(product("SwitchyardTesting")),
            ],
            // Snapshots are text files recorded by the tests, not sources.
            exclude: ["__Snapshots__"]
          ),
        ],
        swiftLanguageModes: [.v6]
      )

      """#
  }

  static func main(_ name: TypeName) -> String {
    #"""
    \#(["Foundation", name.upper, "Switchyard"].sorted().map { "import \($0)" }.joined(separator: "\n"))

    // `\#(name.words(separator: "-")) [--plain]`: full screen in a terminal; plain lines when asked, or when
    // not in a terminal. `q` quits.
    // A synchronous entry point keeps main-actor code on the main thread on Linux.
    MainActor.assumeIsolated {
      let app = \#(name)App()
      let host = ViewHost { app.rootView }
      app.start()
      if CommandLine.arguments.contains("--plain") || !TerminalSession.isInteractive {
        let plain = PlainLineApp(host: host)
        host.onGlobalKey(.character("q"), hint: "quit") { plain.quit() }
        return plain.launch()
      }
      let terminal = TerminalApp(host: host)
      host.onGlobalKey(.character("q"), hint: "quit") { terminal.quit() }
      do {
        try terminal.launch()
      } catch {
        FileHandle.standardError.write(Data("\#(name.words(separator: "-")): \(error)\n".utf8))
        exit(1)
      }
    }
    // The main queue runs the app from here (outside `assumeIsolated`: this ends the main thread).
    dispatchMain()

    """#
  }

  static let gitignore = """
    .build/
    .swiftpm/

    """

  static func tests(_ name: TypeName) -> String {
    #"""
    import Switchyard
    import SwitchyardTesting
    import Testing

    @testable import \#(name)

    /// The whole app on a mock service, driven with keys.
    @MainActor
    @Suite("\#(name.title) app")
    struct AppTests {
      @Test("the items load into the list; Enter opens one, Esc goes back; 2 shows About")
      func items() async {
        let container = \#(name)Container(items: ItemServiceMock(records: Item.samples))
        await container.load()
        let app = AppCoordinator(container: container)
        let harness = HeadlessHarness(width: 60, height: 10) { AppCoordinator.rootView(with: app) }
        #expect(harness.screen.contains(Item.samples[0].title))
        harness.press(.down, .enter)
        #expect(app.items.path == [.item(Item.samples[1].id)])
        harness.press(.escape, .character("2"))
        #expect(app.items.path.isEmpty)
        #expect(app.selectedTab == .about)
      }

      @Test("a failed load says so above the list")
      func loadFailure() async {
        let container = \#(name)Container(items: ItemServiceMock(failure: \#(name)Offline()))
        await container.load()
        let app = AppCoordinator(container: container)
        let harness = HeadlessHarness(width: 60, height: 10) { AppCoordinator.rootView(with: app) }
        #expect(harness.screen.contains("✗ The items could not be loaded: offline"))
      }
    }

    /// A service that cannot be reached.
    private struct \#(name)Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }

    """#
  }
}
