import Foundation

extension DataExport {
  /// The CSV header: one table for both kinds of row, told apart by `kind`.
  static let csvHeader = [
    "kind", "id", "project_id", "project", "title", "notes", "due", "priority", "done", "created_at",
    "updated_at",
  ]

  /// RFC 4180 CSV (with line feeds, not CRLF, ending rows): the header, one `project` row per project (its name in
  /// `project`), then one `task` row per task (its project's name beside the id).
  func csv() -> String {
    let names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    var rows = [Self.csvHeader]
    for project in projects {
      rows.append(["project", "\(project.id)", "", project.name, "", "", "", "", "", "", ""])
    }
    for task in tasks { rows.append(Self.taskFields(task, names: names)) }
    return rows.map { $0.map(Self.csvField).joined(separator: ",") + "\n" }.joined()
  }

  /// A task's CSV fields (before quoting), its project's name from `names`.
  static func taskFields(_ task: TaskItem, names: [Project.ID: String]) -> [String] {
    [
      "task", "\(task.id)", task.projectID.map { "\($0)" } ?? "",
      task.projectID.flatMap { names[$0] } ?? "",
      task.title, task.notes, task.due?.description ?? "", task.priority.description,
      task.isDone ? "true" : "false", Self.timestamp(task.createdAt), Self.timestamp(task.updatedAt),
    ]
  }

  /// One field: control characters other than line feed and tab replaced with `�`,
  /// quoted (quotes doubled) when it holds a comma, a quote or a line break.
  static func csvField(_ value: String) -> String {
    var clean = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      clean.append(isControl && scalar != "\n" && scalar != "\t" ? "\u{FFFD}" : scalar)
    }
    let field = String(clean)
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
