import SwitchyardTesting
import Testing

@testable import TerminalUI

/// Notices drawn headlessly over a screen of text, compared with their recorded screens
/// (`SNAPSHOT_RECORD=1 swift test` re-records).
@MainActor
@Suite("Notice snapshots")
struct NoticeSnapshotTests {
  /// Rows of text under the notices, so what they cover shows.
  func screen(_ center: NoticeCenter) -> some View {
    VStack(spacing: 0) {
      ForEach(0..<12, id: \.self) { Text("line \($0 + 1) of the screen under the notices") }
    }
    .notices(center)
  }

  func center(_ notices: [Notice]) -> NoticeCenter {
    let center = NoticeCenter()
    notices.forEach(center.post)
    return center
  }

  static let undo = NoticeAction(key: .character("u"), title: "undo") {}

  @Test("one notice with its action key, at the bottom right")
  func one() {
    let center = center([Notice("Marked “Buy milk” done", kind: .success, action: Self.undo)])
    assertSnapshot(of: screen(center), width: 50, height: 8, named: "one")
  }

  @Test("three stacked, the newest at the bottom; a fourth drops the oldest")
  func three() {
    let center = center([
      Notice("Dropped: the oldest of four"), Notice("Synced 12 tasks", kind: .info),
      Notice("Disk almost full", kind: .warning),
      Notice("Marked “Buy milk” done", kind: .success, action: Self.undo),
    ])
    assertSnapshot(of: screen(center), width: 50, height: 11, named: "three")
  }

  @Test("each kind in its theme role (styled), the key in accent")
  func kinds() {
    let center = NoticeCenter(maximumCount: 4)
    for kind in Notice.Kind.allCases {
      center.post(Notice("A \(kind.rawValue) notice", kind: kind, action: kind == .danger ? Self.undo : nil))
    }
    assertSnapshot(of: screen(center), width: 40, height: 12, named: "kinds", styled: true)
  }

  @Test("narrow: the message is cut with … by display width, the action's label kept")
  func narrow() {
    let center = center([
      Notice("日本語のメッセージはとても長いです", kind: .danger),
      Notice("Marked “Buy milk and bread” done", kind: .success, action: Self.undo),
    ])
    assertSnapshot(of: screen(center), width: 24, height: 6, named: "narrow")
  }

  @Test("a message's control characters and line breaks never reach the screen")
  func sanitized() {
    let center = center([Notice("bad\u{1B}[31m\nline", kind: .danger)])
    let text = HeadlessRenderer.render(screen(center), width: 40, height: 4)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("bad�[31m line"))
  }
}
