// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Shelf",
  platforms: [.macOS(.v14)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/<owner>/switchyard", from: "1.0.0")
    .package(name: "Switchyard", path: "../..")
  ],
  targets: [
    .target(name: "Shelf", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
    .executableTarget(name: "ShelfApp", dependencies: ["Shelf"]),
    .testTarget(
      name: "ShelfTests",
      dependencies: ["Shelf", .product(name: "SwitchyardTesting", package: "Switchyard")]
    ),
  ]
)
