import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory switchyard-new <command> <Name> [options]`:
/// writes a new app, scene, flow, tab coordinator, flow provider or service that follows the
/// framework's conventions, then prints the lines that wire it in. It never overwrites a file:
/// every path is checked before anything is written.
@main
struct SwitchyardNew: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.isEmpty || arguments.contains("--help") || arguments.first == "help" {
      print(Invocation.usage)
      return
    }
    let invocation = try Invocation(arguments)
    let package = context.package
    let generated = try generate(invocation, in: package)
    if invocation.dryRun {
      try generated.plan.checkNothingExists()
    } else {
      try generated.plan.write()
    }
    let verb = invocation.dryRun ? "would create" : "created"
    for file in generated.plan.files { print("\(verb) \(generated.plan.display(file.url))") }
    if !generated.next.lines.isEmpty { print("\n" + generated.next.text) }
  }

  /// Plans the files and the next steps of `invocation` in `package`.
  private func generate(_ invocation: Invocation, in package: Package) throws -> Generated {
    let name = invocation.name
    let base = package.directoryURL
    if invocation.command == .app {
      return try AppGenerator.generate(name, options: AppOptions(invocation, package: package))
    }
    let layout = try TargetLayout(package: package, invocation: invocation)
    switch invocation.command {
    case .app:
      preconditionFailure("handled above")
    case .scene:
      let kind: SceneGenerator.Kind =
        invocation.fromCache ? .fromCache : invocation.resource ? .resource : .plain
      return try SceneGenerator.generate(name, kind: kind, layout: layout, base: base)
    case .flow:
      return try FlowGenerator.generate(name, layout: layout, base: base)
    case .tabs:
      return try TabsGenerator.generate(name, flows: invocation.flows, layout: layout, base: base)
    case .provider:
      return try ProviderGenerator.generate(name, layout: layout, base: base)
    case .service:
      return try ServiceGenerator.generate(name, layout: layout, base: base)
    }
  }
}
