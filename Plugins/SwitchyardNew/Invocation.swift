/// What was asked on the command line: `switchyard-new <command> <Name> [options]`.
struct Invocation {
  /// The generators.
  enum Command: String, CaseIterable {
    case app, scene, flow, tabs, provider, service
  }

  let command: Command
  let name: TypeName
  /// `--target`: the target to write into.
  var target: String?
  /// `--tests`: the test target for the tests; `--no-tests` writes none.
  var testTarget: String?
  var writesTests = true
  /// `scene --from-cache`, `scene --resource`.
  var fromCache = false
  var resource = false
  /// `tabs --flows A,B`: each tab's flow.
  var flows: [TypeName] = []
  /// `app --path DIR`, `app --switchyard PATH-OR-URL`.
  var path: String?
  var switchyard: String?
  /// `--dry-run`: print the files and the wiring, write nothing.
  var dryRun = false

  static let usage = """
    usage: swift package --allow-writing-to-package-directory switchyard-new <command> <Name> [options]
      app <Name> [--path DIR] [--switchyard PATH-OR-URL]   a runnable package (in DIR, else ./<Name>)
      scene <Name> [--from-cache | --resource]            a component, its model protocol, live model and mock
      flow <Name>                                         a stack coordinator
      tabs <Name> --flows A,B                             a tab coordinator, a stack flow per tab
      provider <Name>                                     a flow provider, reusable from several flows
      service <Name>                                      a service protocol, a live service and a mock
    options: --target T (where the code goes), --tests T or --no-tests, --dry-run (write nothing)
    """

  /// Parses `arguments`; throws a one-line error naming what is wrong.
  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    guard let word = rest.popFirst() else { throw GeneratorError("no command given\n\(Self.usage)") }
    guard let command = Command(rawValue: word) else {
      let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
      throw GeneratorError("unknown command ‘\(word)’; the commands are \(commands)")
    }
    guard let name = rest.popFirst(), !name.hasPrefix("--") else {
      throw GeneratorError("\(word) needs a name, as in: switchyard-new \(word) Contacts")
    }
    self.command = command
    self.name = try TypeName(name, what: "\(word) name")
    while let option = rest.popFirst() {
      func value() throws -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else {
          throw GeneratorError("\(option) needs a value")
        }
        return value
      }
      switch option {
      case "--target": target = try value()
      case "--tests": testTarget = try value()
      case "--no-tests": writesTests = false
      case "--from-cache": fromCache = true
      case "--resource": resource = true
      case "--flows":
        flows = try value().split(separator: ",").map { try TypeName(String($0), what: "flow name") }
      case "--path": path = try value()
      case "--switchyard": switchyard = try value()
      case "--dry-run": dryRun = true
      default: throw GeneratorError("unknown option ‘\(option)’ for \(word)\n\(Self.usage)")
      }
    }
    try checkOptions()
  }

  /// Refuses options that mean nothing for the command.
  private func checkOptions() throws {
    func refuse(_ option: String, unless allowed: Bool, for commands: String) throws {
      if !allowed { throw GeneratorError("\(option) is for \(commands), not \(command.rawValue)") }
    }
    try refuse("--from-cache", unless: !fromCache || command == .scene, for: "scene")
    try refuse("--resource", unless: !resource || command == .scene, for: "scene")
    try refuse("--flows", unless: flows.isEmpty || command == .tabs, for: "tabs")
    try refuse("--path", unless: path == nil || command == .app, for: "app")
    try refuse("--switchyard", unless: switchyard == nil || command == .app, for: "app")
    try refuse("--target", unless: target == nil || command != .app, for: "every command but app")
    try refuse("--tests", unless: testTarget == nil || command != .app, for: "every command but app")
    if fromCache && resource {
      throw GeneratorError("a scene is --from-cache or --resource, not both")
    }
    if command == .tabs && flows.isEmpty {
      throw GeneratorError(
        "tabs needs a flow per tab, as in: switchyard-new tabs \(name) --flows Home,Settings")
    }
  }
}
