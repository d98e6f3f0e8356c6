import Benchmark
import Container
import Coordinators
import Features
import Foundation
import Services
import TerminalUI

let screen = Size(width: 200, height: 50)

@MainActor
func signedInApp() async throws -> (AppContainer, ViewHost) {
  let container = try AppContainer(configuration: Fixture.shared.configuration)
  let user = await Fixture.shared.user
  container.cache.update(\AppState.session, with: user)
  await container.loadUserData()
  let tabs = MainTabCoordinator(container: container)
  let host = ViewHost { AppShell { MainTabCoordinator.rootView(with: tabs) } }
  return (container, host)
}

@MainActor
func measureColdStart(_ benchmark: Benchmark) async {
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    guard let (_, host) = try? await signedInApp() else {
      return benchmark.error("could not open the fixture")
    }
    var encoder = FrameEncoder()
    let bytes = encoder.encode(host.render(size: screen))
    benchmark.stopMeasurement()
    blackHole(bytes)
  }
}

func measureSearch(_ benchmark: Benchmark) async {
  // Words that appear in a few hundred tasks, prefixes, two-word queries, and one common word.
  let queries = ["kalo", "mise", "ruta vo", "pay sedan", "nepi", "dafu", "gok", "invoice", "tavo", "milk"]
  guard let (container, _) = try? await signedInApp() else {
    return benchmark.error("could not open the fixture")
  }
  let tasks = await container.tasks
  var index = 0
  for _ in benchmark.scaledIterations {
    index += 1
    benchmark.startMeasurement()
    let results = try? await tasks.search(queries[index % queries.count], limit: 50)
    benchmark.stopMeasurement()
    blackHole(results)
  }
}

@MainActor
func measureKeystroke(_ benchmark: Benchmark) async {
  guard let (_, host) = try? await signedInApp() else { return benchmark.error("could not open the fixture") }
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screen))
  var step = 0
  for _ in benchmark.scaledIterations {
    step += 1
    benchmark.startMeasurement()
    host.send(step % 100 < 50 ? .down : .up)
    let bytes = encoder.encode(host.render(size: screen))
    benchmark.stopMeasurement()
    blackHole(bytes)
  }
}
