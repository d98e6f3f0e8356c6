/// Why a generator refused: one line, printed by SwiftPM as `error: …`, with a non-zero exit.
struct GeneratorError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
