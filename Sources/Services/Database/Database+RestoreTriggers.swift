import GRDB

extension Database {
  /// Creates the triggers of `triggers` (name → `CREATE TRIGGER …`) that the schema lacks, in
  /// name order; returns a line for each ("restored the trigger NAME"), for a repair's report.
  func restoreMissingTriggers(_ triggers: [String: String]) throws -> [String] {
    var restored: [String] = []
    for (name, sql) in triggers.sorted(by: { $0.key < $1.key }) where try !triggerExists(name) {
      try execute(sql: sql)
      restored.append("restored the trigger \(name)")
    }
    return restored
  }
}
