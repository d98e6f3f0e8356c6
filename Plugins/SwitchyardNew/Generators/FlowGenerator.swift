import Foundation

/// `flow <Name>`: `Coordinators/<Name>Coordinator.swift`, its test, and the lines that show it.
enum FlowGenerator {
  static func generate(_ name: TypeName, layout: TargetLayout, base: URL) throws -> Generated {
    let declared = ["\(name)Coordinator"]
    var plan = FilePlan(base: base)
    add(name, layout: layout, to: &plan)
    try Generated.check(plan, declaring: declared, in: layout)
    var generated = Generated(plan: plan)
    let made = "\(name)Coordinator(\(layout.container == nil ? "" : "container: container"))"
    generated.next.say("Show the flow as a tab of a TabCoordinator — add:")
    generated.next.add("in `enum Tab`", "case \(name.lowerIdentifier)")
    generated.next.add(
      "a property, set in the initializer", "let \(name.lowerIdentifier): \(name)Coordinator")
    generated.next.add("in the initializer", "\(name.lowerIdentifier) = \(made)")
    generated.next.add(
      "in `rootView(with:)`",
      "case .\(name.lowerIdentifier): \(name)Coordinator.rootView(with: coordinator.\(name.lowerIdentifier))")
    generated.next.add("in `stack(for:)`", "case .\(name.lowerIdentifier): \(name.lowerIdentifier)")
    generated.next.add("in `title(forTab:)`", "case .\(name.lowerIdentifier): \"\(name.title)\"")
    generated.next.say(
      "or make it the app's root: ViewHost { AppShell { \(name)Coordinator.rootView(with: coordinator) } }")
    return generated
  }

  /// Adds the flow's coordinator and test to `plan` (the tabs generator adds missing flows too).
  static func add(_ name: TypeName, layout: TargetLayout, to plan: inout FilePlan) {
    let container = ContainerParts(type: layout.container)
    plan.add(
      "Coordinators/\(name)Coordinator.swift", in: layout.directory,
      FlowTemplate.coordinator(name, container: container))
    if let tests = layout.testDirectory {
      plan.add(
        "\(name)CoordinatorTests.swift", in: tests,
        FlowTemplate.tests(name, module: layout.module, container: container))
    }
  }
}
