import Foundation
import Testing

@testable import Services

@Suite("Undo history storage")
struct UndoHistoryStorageTests {
  @Test("a change is kept per user, oldest first, marked undone and back; removed with its user")
  func perUser() throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("app.sqlite"))
    try database.addAdaAndEve()
    let userID: Int64 = 1
    let step = #"{"created":7}"#
    // The type's documentation sample:
    let storage = UndoHistoryStorage(database: database)
    let id = try storage.append(step, for: userID, at: Date())
    try storage.mark(id, undone: true, step: step)
    let rows = try storage.load(for: userID)  // oldest first; rows[0].isUndone

    #expect(rows == [UndoHistoryStorage.Row(id: id, step: step, isUndone: true)])
    let later = try storage.append("second", for: userID, at: Date(), removing: [id])
    #expect(try storage.load(for: userID).map(\.id) == [later], "the replaced change is gone")
    #expect(try storage.load(for: 2).isEmpty, "Eve sees none of Ada's history")
    try database.writer.write { try $0.execute(sql: "DELETE FROM users WHERE id = 1") }
    #expect(try storage.load(for: userID).isEmpty)
  }
}
