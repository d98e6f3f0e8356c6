// swift-tools-version: 6.1
import PackageDescription

/// A client of Switchyard's test support whose tests are deliberately wrong, each in one way.
///
/// Its test target depends on nothing but the `Switchyard` and `SwitchyardTesting` products, as a
/// developer's package would: no hand-added test-support bridge. `.ci/check-client-failures` runs
/// each test on its own and checks that it fails and says why. With
/// `CLIENT_FAILURE_CHECK_PASS=1` every test does the right thing instead (and passes), which is
/// how the check proves that it would notice a failure that did not happen.
let package = Package(
  name: "ClientFailureCheck",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Switchyard", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "ClientFailureTests",
      dependencies: [
        .product(name: "Switchyard", package: "Switchyard"),
        .product(name: "SwitchyardTesting", package: "Switchyard"),
      ],
      exclude: ["__Snapshots__"]
    )
  ],
  swiftLanguageModes: [.v6]
)
