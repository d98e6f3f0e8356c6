import Foundation

/// `service <Name>`: `Services/<Name>Service.swift` (the protocol), the live service, the mock,
/// the record type, a test, and the lines that give it to the app.
enum ServiceGenerator {
  static func generate(_ name: TypeName, layout: TargetLayout, base: URL) throws -> Generated {
    let template = ServiceTemplate(name)
    let declared = ["\(name)Service", "Live\(name)Service", "\(name)ServiceMock", template.record]
    var plan = FilePlan(base: base)
    add(template, layout: layout, to: &plan)
    try Generated.check(plan, declaring: declared, in: layout)
    var generated = Generated(plan: plan)
    let owner = layout.container ?? "the container"
    let property = name.lowerIdentifier
    generated.next.say("Give it to the app through \(owner) — add:")
    generated.next.add("a property", "let \(property): any \(name)Service")
    generated.next.add("an initializer parameter", "\(property): any \(name)Service = Live\(name)Service()")
    generated.next.add("in the initializer", "self.\(property) = \(property)")
    generated.next.say("and in tests and previews, hand it a \(name)ServiceMock.")
    return generated
  }

  /// Adds the service's files to `plan` (the app template adds its own service this way).
  static func add(_ template: ServiceTemplate, layout: TargetLayout, to plan: inout FilePlan) {
    let name = template.name
    let folder = layout.directory.appending(path: "Services")
    plan.add("\(name)Service.swift", in: folder, template.service)
    plan.add("Live\(name)Service.swift", in: folder, template.live)
    plan.add("\(name)ServiceMock.swift", in: folder, template.mock)
    plan.add("\(template.record).swift", in: folder, template.recordType)
    if let tests = layout.testDirectory {
      plan.add("\(name)ServiceTests.swift", in: tests, template.tests(module: layout.module))
    }
  }
}
