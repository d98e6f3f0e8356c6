import Testing

@testable import TerminalUI

@MainActor
@Suite("Frame encoder (diffed output)")
struct FrameEncoderTests {
  @Test("the first frame is drawn in full inside synchronized output")
  func firstFrame() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("hi") }
    let bytes = String(decoding: encoder.encode(host.render(size: Size(width: 10, height: 2))), as: UTF8.self)
    #expect(bytes.hasPrefix("\u{1B}[?2026h"))
    #expect(bytes.hasSuffix("\u{1B}[?2026l"))
    #expect(bytes.contains("hi"))
  }

  @Test("an unchanged frame writes nothing")
  func unchanged() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("same") }
    _ = encoder.encode(host.render(size: Size(width: 10, height: 2)))
    #expect(encoder.encode(host.render(size: Size(width: 10, height: 2))).isEmpty)
  }

  @Test("moving a list selection by one row rewrites only the two rows involved")
  func selectionMove() {
    var selection = 5
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      List(count: 100_000, selection: Binding(get: { selection }, set: { selection = $0 })) {
        Text("Row \($0)")
      }
    }
    var encoder = FrameEncoder()
    let size = Size(width: 200, height: 50)
    _ = encoder.encode(host.render(size: size))
    host.send(.down)
    let bytes = encoder.encode(host.render(size: size))
    #expect(selection == 6)
    #expect(bytes.count < 400)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("Row 6") && text.contains("Row 5"))
    #expect(!text.contains("Row 7"))
  }

  @Test("a resized frame is redrawn in full")
  func resized() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("hi") }
    _ = encoder.encode(host.render(size: Size(width: 10, height: 2)))
    let bytes = String(decoding: encoder.encode(host.render(size: Size(width: 12, height: 2))), as: UTF8.self)
    #expect(bytes.contains("\u{1B}[2J"))
  }
}
