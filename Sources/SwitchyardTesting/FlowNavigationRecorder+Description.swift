import Coordinators

/// A request as a failing expectation prints it: short, as it is written in the test
/// (`.navigate(.note(1))`, `.alert("Delete note?")`), not with every type's module and path.
extension FlowNavigationRecorder.Request: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String {
    switch self {
    case .navigate(let destination): return ".navigate(\(Self.written(destination)))"
    case .pop: return ".pop"
    case .popTo(let destination): return ".popTo(\(Self.written(destination)))"
    case .present(let destination, let style):
      return ".present(\(Self.written(destination)), \(Self.written(style)))"
    case .dismiss: return ".dismiss"
    case .alert(let alert):
      let message = alert.message.map { ", message: \(String(reflecting: $0))" } ?? ""
      return ".alert(\(String(reflecting: alert.title))\(message))"
    }
  }

  public var debugDescription: String { description }

  /// A value as a test writes it: an enum case with a leading dot and no type name.
  private static func written(_ value: Any) -> String {
    let text = String(describing: value)
    return Mirror(reflecting: value).displayStyle == .enum ? ".\(text)" : text
  }
}
