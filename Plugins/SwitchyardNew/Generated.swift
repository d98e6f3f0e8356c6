import Foundation

/// What a generator produces: the files to write, and what the developer does next — the exact
/// lines to add where the new code is used.
struct Generated {
  var plan: FilePlan
  var next = WiringText()

  /// Refuses when one of `plan`'s files exists, or the target declares one of `types` already
  /// (the build would fail on it).
  static func check(_ plan: FilePlan, declaring types: [String], in layout: TargetLayout) throws {
    try plan.checkNothingExists()
    if let clash = types.first(where: layout.declaredTypes.contains) {
      throw GeneratorError("‘\(clash)’ is declared in \(layout.module) already; choose another name")
    }
  }
}

/// The lines printed after the files: steps, each with the Swift lines to add.
struct WiringText {
  private(set) var lines: [String] = []

  /// A heading line.
  mutating func say(_ text: String) {
    lines.append(text)
  }

  /// A step: where, then the code indented under it.
  mutating func add(_ place: String, _ code: String) {
    lines.append("  \(place):")
    lines += code.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "      " + $0
    }
  }

  var text: String { lines.joined(separator: "\n") }
}
