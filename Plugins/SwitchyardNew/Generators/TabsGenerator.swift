import Foundation

/// `tabs <Name> --flows A,B`: `Coordinators/<Name>Coordinator.swift` with a tab per flow, the
/// flows the target does not have yet (`ACoordinator` …), tests, and the line that shows it.
enum TabsGenerator {
  static func generate(
    _ name: TypeName, flows: [TypeName], layout: TargetLayout, base: URL
  ) throws -> Generated {
    let names = flows.map(\.upper)
    if let twice = names.first(where: { flow in names.filter { $0 == flow }.count > 1 }) {
      throw GeneratorError("the flow ‘\(twice)’ is named twice in --flows")
    }
    let declared = ["\(name)Coordinator"]
    let container = ContainerParts(type: layout.container)
    var plan = FilePlan(base: base)
    plan.add(
      "Coordinators/\(name)Coordinator.swift", in: layout.directory,
      TabsTemplate.coordinator(name, flows: flows, container: container))
    if let tests = layout.testDirectory {
      plan.add(
        "\(name)CoordinatorTests.swift", in: tests,
        TabsTemplate.tests(name, flows: flows, module: layout.module, container: container))
    }
    var reused: [String] = []
    for flow in flows {
      if layout.declaredTypes.contains("\(flow)Coordinator") {
        reused.append("\(flow)Coordinator")
      } else {
        FlowGenerator.add(flow, layout: layout, to: &plan)
      }
    }
    try Generated.check(plan, declaring: declared, in: layout)
    var generated = Generated(plan: plan)
    if !reused.isEmpty {
      let made = layout.container == nil ? "()" : "(container:)"
      generated.next.say(
        "Tabs use the flows \(reused.joined(separator: ", ")) already there, made with init\(made).")
    }
    let made = "\(name)Coordinator(\(layout.container == nil ? "" : "container: container"))"
    generated.next.say("Show the tabs as the app's root — in the code that makes the host:")
    generated.next.add("make the coordinator", "let tabs = \(made)")
    generated.next.add("and host it", "ViewHost { AppShell { \(name)Coordinator.rootView(with: tabs) } }")
    return generated
  }
}
