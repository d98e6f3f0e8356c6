// swift-tools-version: 6.1
import PackageDescription

/// Switchyard's benchmarks: a package of its own, so `swift test` in the main package never
/// builds the benchmark harness. Run with `swift package --package-path Benchmarks benchmark`.
let package = Package(
  name: "SwitchyardBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Switchyard", path: ".."),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "StateFixtures",
      dependencies: [.product(name: "Switchyard", package: "Switchyard")],
      path: "Benchmarks/StateFixtures"
    ),
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        "StateFixtures",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Switchyard", package: "Switchyard"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Not a benchmark: runs one operation many times for `valgrind --tool=callgrind`.
    .executableTarget(
      name: "StateInstructions",
      dependencies: ["StateFixtures", .product(name: "Switchyard", package: "Switchyard")],
      path: "Benchmarks/StateInstructions"
    ),
    .executableTarget(
      name: "TerminalBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Switchyard", package: "Switchyard"),
      ],
      path: "Benchmarks/TerminalBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "AppBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "SwitchyardApp", package: "Switchyard"),
      ],
      path: "Benchmarks/AppBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
