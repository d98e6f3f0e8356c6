import Foundation

extension DataExport {
  /// `{"user": {…}, "projects": [{"id", "name"}], "tasks": [{"id", "title", "notes", "due",
  /// "priority", "done", "projectID", "createdAt", "updatedAt"}]}`, keys sorted.
  func json() throws -> String {
    let document = Document(
      user: .init(name: user.name, email: user.email),
      projects: projects.map { .init(id: $0.id, name: $0.name) },
      tasks: tasks.map(Document.TaskRecord.init))
    let text = String(decoding: try Self.jsonEncoder().encode(document), as: UTF8.self)
    return Self.escapingRemainingControls(text) + "\n"
  }

  /// The encoder of the JSON export: indented, keys sorted, slashes as they are.
  static func jsonEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `text` with DEL and the C1 controls (U+007F–U+009F), which JSON allows raw inside
  /// strings, written as `\u` escapes; JSONEncoder already escapes the C0 controls.
  static func escapingRemainingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if (0x7F...0x9F).contains(scalar.value) {
        result += "\\u00" + String(scalar.value, radix: 16)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  struct Document: Encodable {
    struct Person: Encodable {
      let name: String
      let email: String
    }
    struct ProjectRecord: Encodable {
      let id: Int64
      let name: String
    }
    struct TaskRecord: Encodable {
      let id: Int64
      let title: String
      let notes: String
      let due: String?
      let priority: String
      let done: Bool
      let projectID: Int64?
      let createdAt: String
      let updatedAt: String

      init(_ task: TaskItem) {
        id = task.id
        title = task.title
        notes = task.notes
        due = task.due?.description
        priority = task.priority.description
        done = task.isDone
        projectID = task.projectID
        createdAt = DataExport.timestamp(task.createdAt)
        updatedAt = DataExport.timestamp(task.updatedAt)
      }
    }
    let user: Person
    let projects: [ProjectRecord]
    let tasks: [TaskRecord]
  }
}
