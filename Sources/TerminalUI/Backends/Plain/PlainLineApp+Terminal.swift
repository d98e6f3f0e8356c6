import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlainLineApp {
  /// The size plain screens are laid out at: `COLUMNS` and `LINES` when set to numbers, else
  /// the terminal's size when standard output or input is one, else 80×24.
  public static func detectedSize(environment: [String: String] = ProcessInfo.processInfo.environment) -> Size
  {
    var size = Size(width: 80, height: 24)
    var window = winsize()
    for descriptor: Int32 in [1, 0, 2]
    where ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0 && window.ws_row > 0 {
      size = Size(width: Int(window.ws_col), height: Int(window.ws_row))
      break
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { size.width = columns }
    if let lines = environment["LINES"].flatMap(Int.init), lines > 0 { size.height = lines }
    return Size(width: max(size.width, 20), height: max(size.height, 5))
  }

  /// Has the input stop echoing what is typed while a secure field is focused, and echo again
  /// otherwise (``PlainLineIO/hideTyping(_:)``), so a password typed in plain mode is not shown.
  func updateEcho() {
    let hide = host.isTypingSecret
    guard hide != isEchoHidden, io.hideTyping(hide) else { return }
    isEchoHidden = hide
  }
}
