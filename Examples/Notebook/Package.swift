// swift-tools-version: 6.1
import PackageDescription

/// Notebook: a small notes app built on Switchyard from outside its package, with public API
/// only — what a developer's own app looks like.
///
/// `NotebookKit` is the app (domain, service, container, coordinators, scenes); `notebook` is
/// the executable (`swift run notebook`, full screen, or `--plain`).
let package = Package(
  name: "Notebook",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "notebook", targets: ["NotebookCLI"])
  ],
  dependencies: [
    .package(name: "Switchyard", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: [
    .target(
      name: "NotebookKit",
      dependencies: [
        .product(name: "Switchyard", package: "Switchyard"),
        // A replay runs delays at once (ImmediateClock).
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .executableTarget(
      name: "NotebookCLI",
      dependencies: ["NotebookKit", .product(name: "Switchyard", package: "Switchyard")]
    ),
    .testTarget(
      name: "NotebookKitTests",
      dependencies: [
        "NotebookKit",
        .product(name: "Switchyard", package: "Switchyard"),
        .product(name: "SwitchyardTesting", package: "Switchyard"),
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
