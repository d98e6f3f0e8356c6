import Services
import Testing

@Suite("Merging an edit into a task changed meanwhile, field by field")
struct TaskMergeTests {
  let base = TaskDraft(
    title: "Pay rent", notes: "1st", due: Day(year: 2026, month: 12, day: 1), priority: .low)

  @Test("every combination of mine and theirs for each field", arguments: TaskField.allCases)
  func combinations(field: TaskField) {
    func changed(_ draft: TaskDraft, to tag: String) -> TaskDraft {
      var draft = draft
      switch field {
      case .title: draft.title = "title \(tag)"
      case .notes: draft.notes = "notes \(tag)"
      case .due: draft.due = Day(year: 2027, month: 1, day: tag == "mine" ? 2 : 3)
      case .priority: draft.priority = tag == "mine" ? .high : .medium
      case .project: draft.projectID = tag == "mine" ? 7 : 8
      }
      return draft
    }
    let mine = changed(base, to: "mine")
    let theirs = changed(base, to: "theirs")
    // Only mine changed: mine. Only theirs: theirs. Neither: base. Both, alike: that value.
    #expect(mine.merged(from: base, into: base, keepingMine: false) == (mine, []) as (TaskDraft, [TaskField]))
    #expect(base.merged(from: base, into: theirs, keepingMine: false).draft == theirs)
    #expect(base.merged(from: base, into: base, keepingMine: false).draft == base)
    #expect(mine.merged(from: base, into: mine, keepingMine: false).conflicts.isEmpty)
    // Both, differently: a conflict, theirs kept; unless keeping mine.
    let conflict = mine.merged(from: base, into: theirs, keepingMine: false)
    #expect(conflict.conflicts == [field] && conflict.draft == theirs)
    #expect(
      mine.merged(from: base, into: theirs, keepingMine: true) == (mine, []) as (TaskDraft, [TaskField]))
  }
}
