import Foundation

/// `scene <Name>`: the scene's files in `Scenes/<Name>/` of the target, its tests (with their
/// snapshots recorded) in the test target, and the lines that show it from a stack coordinator.
enum SceneGenerator {
  enum Kind {
    case plain, fromCache, resource
  }

  static func generate(_ name: TypeName, kind: Kind, layout: TargetLayout, base: URL) throws -> Generated {
    let types = [
      "Event", "ComponentModelProtocol", "Component", "Row", "ComponentModel", "ComponentModelMock",
    ]
    let declared = types.map { "\(name)\($0)" }
    var plan = FilePlan(base: base)
    let folder = layout.directory.appending(path: "Scenes/\(name)")
    let module = layout.module
    switch kind {
    case .plain, .fromCache:
      plan.add("\(name)Component.swift", in: folder, SceneTemplate.component(name))
      plan.add(
        "\(name)ComponentModel.swift", in: folder,
        kind == .plain ? SceneTemplate.liveModel(name) : SceneTemplate.cacheLiveModel(name))
      plan.add("\(name)ComponentModelMock.swift", in: folder, SceneTemplate.mock(name))
    case .resource:
      plan.add("\(name)Component.swift", in: folder, ResourceSceneTemplate.component(name))
      plan.add("\(name)ComponentModel.swift", in: folder, ResourceSceneTemplate.liveModel(name))
      plan.add("\(name)ComponentModelMock.swift", in: folder, ResourceSceneTemplate.mock(name))
    }
    plan.add("\(name)Row.swift", in: folder, SceneTemplate.row(name))
    if let tests = layout.testDirectory {
      let snapshots = "__Snapshots__/\(name)ComponentTests"
      switch kind {
      case .plain, .fromCache:
        plan.add("\(name)ComponentTests.swift", in: tests, SceneTemplate.componentTests(name, module: module))
        let modelTests =
          kind == .plain
          ? SceneTemplate.modelTests(name, module: module)
          : SceneTemplate.cacheModelTests(name, module: module)
        plan.add("\(name)ComponentModelTests.swift", in: tests, modelTests)
        for (snapshot, text) in Snapshots.listScene {
          plan.add("\(snapshots)/\(snapshot).txt", in: tests, text)
        }
      case .resource:
        plan.add(
          "\(name)ComponentTests.swift", in: tests, ResourceSceneTemplate.componentTests(name, module: module)
        )
        plan.add(
          "\(name)ComponentModelTests.swift", in: tests,
          ResourceSceneTemplate.modelTests(name, module: module))
        for (snapshot, text) in Snapshots.resourceScene {
          plan.add("\(snapshots)/\(snapshot).txt", in: tests, text)
        }
      }
    }
    try Generated.check(plan, declaring: declared, in: layout)
    var generated = Generated(plan: plan)
    wiring(name, kind: kind, layout: layout, into: &generated.next)
    if layout.testDirectory != nil, !layout.excludesSnapshots {
      generated.next.say("The snapshots are text files: in Package.swift, give the test target")
      generated.next.add("the argument", #"exclude: ["__Snapshots__"]"#)
    }
    return generated
  }

  /// The lines that show the scene from a stack coordinator.
  static func wiring(_ name: TypeName, kind: Kind, layout: TargetLayout, into next: inout WiringText) {
    let container = layout.container.map { _ in "self.container." } ?? "self."
    next.say("Show the scene from a stack coordinator (a NavigationStackCoordinator) — add:")
    next.add("in `enum Destination`", "case \(name.lowerIdentifier)")
    next.add(
      "in `scene(for:)`", "case .\(name.lowerIdentifier): \(name)Component(model: self.\(name.lower)Model())")
    next.add("in `title(for:)`", "case .\(name.lowerIdentifier): \"\(name.title)\"")
    let model: String
    let made: String
    switch kind {
    case .plain:
      model = "\(name)ComponentModel"
      made = "\(name)ComponentModel(rows: \(name)Row.samples)"
    case .fromCache:
      // The cache's value type, where the target makes its cache; else the model's type stays opaque.
      model = layout.cacheValue.map { "\(name)ComponentModel<\($0)>" } ?? "some \(name)ComponentModelProtocol"
      made = """
        \(name)ComponentModel(cache: \(container)cache) { state in
            state.items.map { \(name)Row(id: $0.id, title: $0.title) }  // the rows, read from the cache
          }
        """
    case .resource:
      model = "\(name)ComponentModel"
      let service = layout.service.map { "\(container)\($0.property)" } ?? "\(container)service"
      made = """
        \(name)ComponentModel { [service = \(service)] in
            try await service.fetchAll().map { \(name)Row(id: $0.id, title: $0.title) }
          }
        """
    }
    next.add(
      "its model's factory and its events, in the coordinator",
      """
      private func \(name.lower)Model() -> \(model) {
        let model = \(made)
        model.onEvent = { [weak self] event in self?.handle(event) }
        return model
      }

      private func handle(_ event: \(name)Event) {
        switch event {
        case .open: break  // what opening a row does: navigate(to: …), present(modal: …, type: .sheet)
        }
      }
      """)
    next.add("and where the user goes there", "navigate(to: .\(name.lowerIdentifier))")
  }
}
