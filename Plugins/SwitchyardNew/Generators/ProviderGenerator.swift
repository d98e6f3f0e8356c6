import Foundation

/// `provider <Name>`: `Coordinators/<Name>Flow.swift`, its test, and the lines that embed it in
/// a host flow.
enum ProviderGenerator {
  static func generate(_ name: TypeName, layout: TargetLayout, base: URL) throws -> Generated {
    let declared = ["\(name)Flow"]
    let container = ContainerParts(type: layout.container)
    var plan = FilePlan(base: base)
    plan.add(
      "Coordinators/\(name)Flow.swift", in: layout.directory,
      ProviderTemplate.provider(name, container: container))
    if let tests = layout.testDirectory {
      plan.add(
        "\(name)FlowTests.swift", in: tests,
        ProviderTemplate.tests(name, module: layout.module, container: container))
    }
    try Generated.check(plan, declaring: declared, in: layout)
    var generated = Generated(plan: plan)
    let next = name.lowerIdentifier
    generated.next.say(
      "Embed it in a host flow (a NavigationStackCoordinator & ModalPresenter & AlertPresenter) — add:")
    generated.next.add("in `enum Destination`", "case \(next)(\(name)Flow.Destination)")
    generated.next.add(
      "a property",
      """
      @ObservationIgnored lazy var \(next) = \(name)Flow(
        \(container.argument(followedByMore: true))navigation: .embedded(in: self, as: Destination.\(next)))
      """)
    generated.next.add("in `scene(for:)`", "case .\(next)(let inner): \(next).scene(for: inner)")
    generated.next.add("in `title(for:)`", "case .\(next)(let inner): \(next).title(for: inner)")
    generated.next.add("and where the user goes there", "\(next).start()")
    return generated
  }
}
