// swift-tools-version: 6.1
import PackageDescription

/// Switchyard: a FuturedKit-style architecture for Swift, rendered as a terminal UI.
///
/// Dependencies point one way (see README): DataCache and TerminalUI are generic leaves,
/// Coordinators builds on TerminalUI, the app modules (Services → Container → Features → CLI)
/// build on the generic ones. The benchmark harness lives in `Benchmarks/`, its own package.
let package = Package(
  name: "Switchyard",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "switchyard", targets: ["CLI"]),
    .executable(name: "switchyard-gallery", targets: ["Gallery"]),
    .library(name: "DataCache", targets: ["DataCache"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .library(name: "SwitchyardTesting", targets: ["SwitchyardTesting"]),
    .library(name: "Switchyard", targets: ["Services", "Container", "Features"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1"),
  ],
  targets: [
    // Generic modules: they know nothing about tasks, users or SQLite.
    .target(name: "DataCache"),
    .target(name: "TerminalUI"),
    .target(name: "Coordinators", dependencies: ["TerminalUI"]),
    .target(
      name: "SwitchyardTesting",
      dependencies: [
        "DataCache", "TerminalUI", "Coordinators",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),

    .executableTarget(name: "Gallery", dependencies: ["TerminalUI", "Coordinators"]),

    // The reference app.
    .target(
      name: "Services",
      dependencies: [
        "DataCache",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "Container",
      dependencies: [
        "Services", "DataCache",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "Features",
      dependencies: ["Container", "Services", "Coordinators", "TerminalUI", "DataCache"]
    ),
    .executableTarget(
      name: "CLI",
      dependencies: [
        "Features", "Container", "Services", "Coordinators", "TerminalUI", "DataCache",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // Tests.
    .testTarget(name: "DataCacheTests", dependencies: ["DataCache"]),
    .testTarget(
      name: "ServicesTests",
      dependencies: ["Services", "DataCache", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "ContainerTests",
      dependencies: [
        "Container", "Services", "DataCache",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: [
        "Features", "Container", "Services", "Coordinators", "TerminalUI", "SwitchyardTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CoordinatorsTests", dependencies: ["Coordinators", "TerminalUI", "SwitchyardTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "SwitchyardTesting"], exclude: ["__Snapshots__"]),
    .testTarget(name: "EndToEndTests", dependencies: ["SwitchyardTesting"]),
    .testTarget(name: "SwitchyardTestingTests", dependencies: ["SwitchyardTesting"]),
    .testTarget(
      name: "StoreTests",
      dependencies: [
        "Coordinators", "SwitchyardTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ]
)
