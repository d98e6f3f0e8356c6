import Foundation

extension DataExport {
  /// Writes the export of `user`'s `projects` and of the tasks `tasks` hands over (in id order,
  /// one at a time) to `write` in pieces, never holding every task: the same bytes as
  /// ``text(as:)`` for the same rows, in memory bounded by one task whatever their number.
  ///
  /// ```swift
  /// try DataExport.stream(.csv, user: user, projects: projects) { emit in
  ///   for task in tasks { try emit(task) }
  /// } to: { piece in
  ///   output.append(piece)
  /// }
  /// ```
  public static func stream(
    _ format: Format, user: User, projects: [Project],
    tasks: (_ emit: (TaskItem) throws -> Void) throws -> Void, to write: (String) throws -> Void
  ) throws {
    // Swift refuses a non-escaping `write` captured by the closure handed to the non-escaping
    // `tasks` (it could re-enter); nothing keeps either closure past this call.
    try withoutActuallyEscaping(write) { write in
      try stream(format, head: DataExport(user: user, projects: projects, tasks: []), tasks: tasks, to: write)
    }
  }

  private static func stream(
    _ format: Format, head: DataExport, tasks: (_ emit: (TaskItem) throws -> Void) throws -> Void,
    to write: @escaping (String) throws -> Void
  ) throws {
    let projects = head.projects
    switch format {
    case .csv:
      let names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
      try write(head.csv())
      try tasks { task in try write(csvLine(task, names: names)) }
    case .json:
      // The document without its tasks, cut where they go: its key order (projects, tasks,
      // user) puts the tasks between the projects and the user.
      let empty = try head.json()
      guard let key = empty.range(of: "\n  \"tasks\" : "), let after = empty.range(of: ",\n  \"user\" : ")
      else { throw CocoaError(.coderInvalidValue) }
      var first = true
      let encoder = Self.jsonEncoder()
      try tasks { task in
        try write(first ? String(empty[..<key.upperBound]) + "[\n" : ",\n")
        first = false
        let text = String(decoding: try encoder.encode(Document.TaskRecord(task)), as: UTF8.self)
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        try write(escapingRemainingControls(indented.joined(separator: "\n")))
      }
      try write(first ? empty : "\n  ]" + String(empty[after.lowerBound...]))
    }
  }

  /// One task's CSV row, line feed included.
  static func csvLine(_ task: TaskItem, names: [Project.ID: String]) -> String {
    taskFields(task, names: names).map(csvField).joined(separator: ",") + "\n"
  }
}
