// swift-tools-version: 6.1
import PackageDescription

/// Switchyard's example apps, built on it from outside its package with public API only (the
/// `Switchyard` and `SwitchyardTesting` products) — what a developer's own app looks like. One
/// package, so the framework is built once for both:
///
/// - `GettingStarted/`: "Shelf", the Getting Started article's app (`Shelf` is the app,
///   `ShelfApp` the executable: `swift run --package-path Examples ShelfApp`);
/// - `Notebook/`: a small notes app (`NotebookKit` is the app — domain, service, container,
///   coordinators, scenes; `notebook` the executable: `swift run --package-path Examples
///   notebook`, full screen, or `--plain`).
///
/// `ClientFailureCheck/` is a package of its own: its tests fail on purpose.
let package = Package(
  name: "Examples",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "ShelfApp", targets: ["ShelfApp"]),
    .executable(name: "notebook", targets: ["NotebookCLI"]),
  ],
  dependencies: [
    // In your own package: .package(url: "https://github.com/<owner>/switchyard", from: "1.0.0")
    .package(name: "Switchyard", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: [
    // GettingStarted
    .target(
      name: "Shelf",
      dependencies: [.product(name: "Switchyard", package: "Switchyard")],
      path: "GettingStarted/Sources/Shelf"
    ),
    .executableTarget(name: "ShelfApp", dependencies: ["Shelf"], path: "GettingStarted/Sources/ShelfApp"),
    .testTarget(
      name: "ShelfTests",
      dependencies: ["Shelf", .product(name: "SwitchyardTesting", package: "Switchyard")],
      path: "GettingStarted/Tests/ShelfTests"
    ),

    // Notebook
    .target(
      name: "NotebookKit",
      dependencies: [
        .product(name: "Switchyard", package: "Switchyard"),
        // A replay runs delays at once (ImmediateClock).
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      path: "Notebook/Sources/NotebookKit"
    ),
    .executableTarget(
      name: "NotebookCLI",
      dependencies: ["NotebookKit", .product(name: "Switchyard", package: "Switchyard")],
      path: "Notebook/Sources/NotebookCLI"
    ),
    .testTarget(
      name: "NotebookKitTests",
      dependencies: [
        "NotebookKit",
        .product(name: "Switchyard", package: "Switchyard"),
        // TestClock and ImmediateClock come with SwitchyardTesting.
        .product(name: "SwitchyardTesting", package: "Switchyard"),
      ],
      path: "Notebook/Tests/NotebookKitTests",
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
