import Container
import Coordinators
import Features
import Routing
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// Seeded random walks through the real app — keys pressed on the real screens, so every state
/// is one a person can reach — checking at each step that the state's route leads back to the
/// same state, and that the snapshot of every tab restores all of it.
@MainActor
@Suite("Route round trips")
struct RouteRoundTripTests {
  /// The keys a walk presses, some more often than others.
  static let keys: [Key] =
    [.character("1"), .character("2"), .character("3"), .character("4")] + Array(repeating: .down, count: 4)
    + Array(repeating: .enter, count: 5) + Array(repeating: .escape, count: 2)
    + [.character("e"), .character("e"), .character("m"), .character("m"), .character("m"), .character("n")]
    + [.up, .tab, .character("x")]

  @Test(
    "state → route → state, and snapshot → restore → the same snapshot", arguments: [1, 2, 3, 4] as [UInt64])
  func randomWalk(seed: UInt64) async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let tabs = try await signedInDemo(container)
    let harness = HeadlessHarness(width: 100, height: 30) {
      AppShell { MainTabCoordinator.rootView(with: tabs) }
    }
    var random = SeededRandomNumberGenerator(seed: seed)
    var visited = Set<String>()
    for step in 0..<300 {
      let key = Self.keys.randomElement(using: &random)!
      harness.press(key)
      await tabs.work.idle()
      _ = harness.screen
      visited.formUnion(visitedCases(tabs))
      try await checkRoundTrip(of: tabs, container: container, step: "seed \(seed), step \(step), \(key)")
    }
    #expect(visited.count >= 4, "the walk stayed in too few places: \(visited.sorted())")
  }

  @Test("every destination of the graph is reached by some walk")
  func walksCoverTheGraph() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let tabs = try await signedInDemo(container)
    let harness = HeadlessHarness(width: 100, height: 30) {
      AppShell { MainTabCoordinator.rootView(with: tabs) }
    }
    var visited = Set<String>()
    // Fourteen walks (the new-project sheet is first reached in the thirteenth): since the edit
    // sheet has pickers and a calendar, an Enter or an Esc there often opens or closes one of
    // them rather than the sheet, and the walks stay longer inside a project.
    for seed in 1...14 as ClosedRange<UInt64> {
      var random = SeededRandomNumberGenerator(seed: seed)
      for _ in 0..<200 {
        harness.press(Self.keys.randomElement(using: &random)!)
        await tabs.work.idle()
        visited.formUnion(visitedCases(tabs))
      }
    }
    let screens = FlowGraph(root: MainTabCoordinator.self).nodes.filter { $0.kind == .screen }.map(\.id)
    #expect(
      Set(screens).subtracting(visited).isEmpty,
      "never reached: \(Set(screens).subtracting(visited).sorted())")
  }

  /// Checks that the selected tab's route opens the same state in a new tab coordinator, and
  /// that the snapshot of every tab restores to the same snapshot (drafts included).
  private func checkRoundTrip(of tabs: MainTabCoordinator, container: AppContainer, step: String) async throws
  {
    let route = tabs.route
    let fresh = MainTabCoordinator(container: container)
    if let missing = missingData(tabs, container: container) {
      // A stack still shows something deleted meanwhile: its route falls back to a parent.
      let restored = MainTabCoordinator(container: container)
      let errors = restored.restore(tabs.navigationSnapshot)
      #expect(errors.contains { $0.kind == .notFound }, "\(step): \(missing) should not resolve")
      return
    }
    do {
      try fresh.open(route)
    } catch {
      Issue.record("\(step): \(route) did not open: \(error)")
      return
    }
    #expect(fresh.route == route, "\(step)")
    #expect(describe(fresh, tab: fresh.selectedTab) == describe(tabs, tab: tabs.selectedTab), "\(step)")

    let snapshot = tabs.navigationSnapshot
    let restored = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 100, height: 30) { MainTabCoordinator.rootView(with: restored) }
    #expect(restored.restore(snapshot).isEmpty, "\(step)")
    _ = harness.screen
    #expect(restored.navigationSnapshot == snapshot, "\(step)")
    for tab in MainTabCoordinator.Tab.allCases {
      #expect(describe(restored, tab: tab) == describe(tabs, tab: tab), "\(step)")
    }
  }

  /// A tab's navigation state: its stack and its modal.
  private func describe(_ tabs: MainTabCoordinator, tab: MainTabCoordinator.Tab) -> String {
    switch tab {
    case .inbox: "\(tabs.inbox.path) \(modal(tabs.inbox.modalCover))"
    case .projects: "\(tabs.projects.path) \(modal(tabs.projects.modalCover))"
    case .search: "\(tabs.search.path) \(modal(tabs.search.modalCover))"
    case .settings: "\(tabs.settings.path)"
    }
  }

  private func modal<D>(_ cover: ModalCoverModel<D>?) -> String {
    cover.map { "\($0.destination) \($0.style)" } ?? "no modal"
  }

  /// The graph ids (`Type.case`) of the destinations shown in any tab.
  private func visitedCases(_ tabs: MainTabCoordinator) -> Set<String> {
    var ids = Set<String>()
    func add<D: RouteDestination>(_ destinations: [D], in host: String) {
      for destination in destinations {
        switch destination {
        case let task as TaskFlowDestination:
          ids.insert("TaskFlowProvider.\(task.routeCaseName)")
          if case .task(let inner) = task { ids.insert("TaskFlowProvider.\(inner.routeCaseName)") }
        case .task(let inner) as ProjectsCoordinator.Destination:
          ids.insert("TaskFlowProvider.\(inner.routeCaseName)")
        default: ids.insert("\(host).\(destination.routeCaseName)")
        }
      }
    }
    add(tabs.inbox.path + (tabs.inbox.modalCover.map { [$0.destination] } ?? []), in: "InboxCoordinator")
    add(tabs.search.path + (tabs.search.modalCover.map { [$0.destination] } ?? []), in: "SearchCoordinator")
    add(
      tabs.projects.path + (tabs.projects.modalCover.map { [$0.destination] } ?? []),
      in: "ProjectsCoordinator")
    add(tabs.settings.path, in: "SettingsCoordinator")
    return ids
  }

  /// A task or project some stack shows that no longer exists, if any.
  private func missingData(_ tabs: MainTabCoordinator, container: AppContainer) -> String? {
    let state = container.cache.value
    var inner: [TaskFlowProvider.Destination] = []
    inner += (tabs.inbox.path + (tabs.inbox.modalCover.map { [$0.destination] } ?? [])).map(\.task)
    inner += (tabs.search.path + (tabs.search.modalCover.map { [$0.destination] } ?? [])).map(\.task)
    for destination in tabs.projects.path + (tabs.projects.modalCover.map { [$0.destination] } ?? []) {
      switch destination {
      case .project(let id): if state.project(id) == nil { return "project \(id)" }
      case .task(let task): inner.append(task)
      case .newProject: break
      }
    }
    for destination in inner {
      switch destination {
      case .detail(let id), .edit(let id), .move(let id): if state.task(id) == nil { return "task \(id)" }
      case .create(let project?): if state.project(project) == nil { return "project \(project)" }
      case .create(nil): break
      }
    }
    return nil
  }
}

extension TaskFlowDestination {
  fileprivate var task: TaskFlowProvider.Destination {
    switch self {
    case .task(let inner): inner
    }
  }
}

/// The demo account, signed in with its data loaded, and its tabs.
@MainActor
func signedInDemo(_ container: AppContainer) async throws -> MainTabCoordinator {
  container.start()
  _ = try await DemoSeeder(container: container).seed()
  try await container.auth.signIn(email: DemoSeeder.email, password: DemoSeeder.password)
  await container.work.idle()
  #expect(container.cache.value.isUserDataLoaded)
  return MainTabCoordinator(container: container)
}
