// swift-tools-version: 6.2
import PackageDescription

/// Switchyard: a FuturedKit-style architecture for Swift, rendered as a terminal UI.
///
/// Two products in one package:
/// - the framework: `Switchyard` (one import for DataCache, Unidirectional, TerminalUI,
///   Coordinators, Routing and Palette) and `SwitchyardTesting` (TestStore, snapshots,
///   pseudo-terminal driving);
/// - the reference app, a task tracker on SQLite: the `switchyard` executable and the
///   `SwitchyardApp` library (Services → Container → Features).
///
/// Dependencies point one way (see README): DataCache, Unidirectional and TerminalUI are
/// generic leaves, Coordinators builds on TerminalUI, Routing on Coordinators, Palette on
/// Routing, and the app modules build on the generic ones. The benchmark harness lives in
/// `Benchmarks/`, its own package.
let package = Package(
  name: "Switchyard",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "switchyard", targets: ["CLI"]),
    .executable(name: "switchyard-gallery", targets: ["Gallery"]),
    .executable(name: "switchyard-previews", targets: ["Previews"]),
    .library(name: "Switchyard", targets: ["Switchyard"]),
    .library(name: "SwitchyardTesting", targets: ["SwitchyardTesting"]),
    .library(name: "SwitchyardApp", targets: ["Services", "Container", "Features"]),
    // Code generators for a client package: `swift package --allow-writing-to-package-directory
    // switchyard-new scene Contacts` (see the "Generating code" article).
    .plugin(name: "switchyard-new", targets: ["SwitchyardNew"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // Generic modules: they know nothing about tasks, users or SQLite.
    // The one count of work in flight that everything waits on (see WorkTracker).
    .target(name: "WorkTracking"),
    .target(name: "DataCache", dependencies: ["WorkTracking"]),
    .target(name: "Unidirectional", dependencies: ["WorkTracking"]),
    .target(name: "TerminalUI", dependencies: ["WorkTracking"]),
    .target(name: "Coordinators", dependencies: ["TerminalUI", "WorkTracking"]),
    .target(name: "Routing", dependencies: ["Coordinators", "TerminalUI"]),
    .target(name: "Palette", dependencies: ["Routing", "Coordinators", "TerminalUI", "WorkTracking"]),
    .target(
      name: "Switchyard",
      dependencies: [
        "WorkTracking", "DataCache", "Unidirectional", "TerminalUI", "Coordinators", "Routing", "Palette",
      ]
    ),
    .target(
      name: "SwitchyardTesting",
      dependencies: [
        "Unidirectional", "TerminalUI", "Coordinators",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Links the bridge that turns reported issues into Swift Testing and XCTest failures:
        // without it a client's failing expectation only prints a warning and passes.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        // Re-exported (TestClock, ImmediateClock): a client's tests need only this product.
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),

    .executableTarget(name: "Gallery", dependencies: ["Switchyard"]),

    // The generators: an app, scenes, flows, tab coordinators, flow providers, services.
    .plugin(
      name: "SwitchyardNew",
      capability: .command(
        intent: .custom(
          verb: "switchyard-new",
          description: "Generates a Switchyard app, scene, flow, tab coordinator, flow provider or service"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "It writes the new Swift files (it never overwrites a file)")
        ]
      )
    ),

    // The reference app: Services → Container → Features → CLI (and Previews).
    .target(
      name: "Services",
      dependencies: [
        "DataCache",
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's own API, for reading a column's text whole (Row+Text.swift).
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "Container",
      dependencies: [
        "Services", "DataCache", "WorkTracking",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "Features",
      dependencies: [
        "Container", "Services", "Coordinators", "Routing", "Palette", "Unidirectional", "TerminalUI",
        "DataCache",
        .product(name: "Logging", package: "swift-log"),
        // A replay runs delays at once (ImmediateClock).
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    // Every scene of the app with its mock, live (debug builds).
    .executableTarget(
      name: "Previews", dependencies: ["Features", "Switchyard"]),
    .executableTarget(
      name: "CLI",
      dependencies: [
        "Features", "Container", "Services", "Coordinators", "Routing", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Tests.
    .testTarget(name: "WorkTrackingTests", dependencies: ["WorkTracking"]),
    .testTarget(name: "DataCacheTests", dependencies: ["DataCache", "WorkTracking"]),
    .testTarget(
      name: "ServicesTests",
      dependencies: ["Services", "DataCache", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "ContainerTests",
      dependencies: [
        "Container", "Services", "DataCache", "SwitchyardTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: [
        "Features", "Container", "Services", "Coordinators", "Routing", "TerminalUI",
        "SwitchyardTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        // Another instance writing to the app's file, in the in-process tests.
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // A small notes app's coordinators, shared by the Coordinators and Routing tests.
    .target(name: "TestFlows", dependencies: ["Coordinators", "TerminalUI"], path: "Tests/TestFlows"),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["Coordinators", "TerminalUI", "SwitchyardTesting", "TestFlows"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "RoutingTests",
      dependencies: ["Routing", "Coordinators", "TerminalUI", "SwitchyardTesting", "TestFlows"]
    ),
    .testTarget(name: "PaletteTests", dependencies: ["Palette", "SwitchyardTesting"]),
    .testTarget(
      name: "TerminalUITests",
      // The gallery (an executable) runs in process in GalleryConventionsTests.
      dependencies: ["TerminalUI", "WorkTracking", "SwitchyardTesting", "Coordinators", "Gallery"],
      exclude: ["__Snapshots__", "TextEditor/__Snapshots__", "ComponentState/__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["SwitchyardTesting", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    // The documentation's code samples (Scripts/check-doc-samples.py checks every one is here).
    .testTarget(
      name: "DocSamplesTests",
      // The two products only, as in a client's package (TestClock comes with SwitchyardTesting).
      dependencies: ["Switchyard", "SwitchyardTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "SwitchyardTestingTests", dependencies: ["SwitchyardTesting", "TerminalUI"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "UnidirectionalTests",
      dependencies: [
        "Unidirectional", "SwitchyardTesting",
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
  ]
)
