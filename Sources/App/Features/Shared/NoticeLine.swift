import Container
import TerminalUI

/// The status line: what just happened ("Marked “Buy milk” done — u to undo"), above the
/// footer, or nothing.
struct NoticeLine: View {
  let history: ChangeHistory

  var body: some View {
    if let notice = history.notice { Text("› \(notice)").foregroundStyle(.info).wrapped() }
  }
}
