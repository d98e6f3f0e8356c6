import SwitchyardTesting
import Testing

@testable import TerminalUI

@MainActor
@Suite("Bytes written for a selection move")
struct SelectionBytesTests {
  /// The benchmark's screen (Benchmarks/TerminalBenchmarks): a 200×50 list of task rows.
  func listHost(
    selection: @escaping @MainActor () -> Int, set: @escaping @MainActor (Int) -> Void
  ) -> ViewHost {
    ViewHost {
      VStack {
        Text("Inbox").bold()
        Divider()
        List(count: 100_000, selection: Binding(get: selection, set: set)) { index in
          HStack {
            Text("[ ]")
            Text("Task number \(index)")
            Spacer()
            Text("due 2026-11-\(index % 28 + 1)").dim()
          }
        }
        KeyHintBar()
      }
    }
  }

  func moveBytes(
    capabilities: TerminalCapabilities
  ) -> (bytes: [UInt8], screen: ScreenEmulator, frame: CellBuffer) {
    var selection = 0
    let host = listHost(selection: { selection }, set: { selection = $0 })
    var encoder = FrameEncoder(capabilities: capabilities)
    let size = Size(width: 200, height: 50)
    var screen = ScreenEmulator(columns: size.width, rows: size.height)
    screen.feed(encoder.encode(host.render(size: size)))
    host.send(.down)
    let frame = host.render(size: size)
    let bytes = encoder.encode(frame)
    screen.feed(bytes)
    return (bytes, screen, frame)
  }

  @Test("a selection move in a 200-column list writes under 300 bytes, and the screen is right")
  func selectionMove() {
    let (bytes, screen, frame) = moveBytes(capabilities: .xterm)
    #expect(
      bytes.count < 300, "\(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    #expect(screen.lines == frame.lines)
  }

  @Test("without REP the same move is still drawn right")
  func withoutRepeat() {
    let (_, screen, frame) = moveBytes(capabilities: TerminalCapabilities(repeatsCharacters: false))
    #expect(screen.lines == frame.lines)
  }
}
