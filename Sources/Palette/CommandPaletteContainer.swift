import Coordinators
import Routing
import TerminalUI

/// Draws an app's view with its ``CommandPalette``: `:` opens the palette over any screen (the
/// screen beneath takes no keys meanwhile) — Ctrl-P too, which works while a text field has
/// the focus — and a notice the palette shows sits over the last line until the next key (a
/// sticky one until Ctrl-D or a click on it).
///
/// ```swift
/// CommandPaletteContainer(palette: palette) {
///   AppShell { AppCoordinator.rootView(with: coordinator) }
/// }
/// ```
public struct CommandPaletteContainer<Content: View>: View {
  let palette: CommandPalette
  let content: Content

  /// `content`, with `palette` over it when it is open.
  public init(palette: CommandPalette, @ViewBuilder content: () -> Content) {
    self.palette = palette
    self.content = content()
  }

  public var body: some View {
    ZStack(alignment: .bottom) {
      ZStack(alignment: .top) {
        content
          .frame(maxWidth: .max, maxHeight: .max)
          .style(Style(dim: palette.isOpen))
          .disabled(palette.isOpen)
          .keymap([KeyCommand(PaletteKeys.open) { palette.open() }], in: PaletteKeys.keymap)
        if palette.isOpen { CommandPaletteView(palette: palette).padding(.top, 2) }
      }
      if let notice = palette.notice {
        Text(" " + notice + (palette.noticeIsSticky ? "\n ctrl-d or a click hides this" : "")).wrapped()
          .frame(maxWidth: .max).opaque().style(Style(bold: true, reverse: true))
          .onClick { palette.dismissNotice() }
      }
    }
  }
}

/// The palette's box: the query, the ranked entries, and a problem if there is one.
struct CommandPaletteView: View {
  let palette: CommandPalette
  static let rows = 10

  var body: some View {
    let entries = palette.entries
    let first = max(0, min(palette.highlighted - Self.rows + 1, entries.count - Self.rows))
    VStack {
      HStack(spacing: 0) {
        Text(": ").bold()
        Text(palette.query)
        Text(" ").reverse()
        Spacer()
      }
      .onKeyPress(takesText: true) { edit($0) }
      Divider()
      if entries.isEmpty { Text("Nothing matches.").foregroundStyle(.muted) }
      ForEach(Array(entries.enumerated().dropFirst(first).prefix(Self.rows)), id: \.element.id) {
        index, entry in
        row(entry, highlighted: index == palette.highlighted)
      }
      if let problem = palette.problem { Text(problem).foregroundStyle(.danger) }
    }
    .padding(.horizontal, 1)
    .border(title: "Commands", bold: true)
    .frame(maxWidth: 76)
    .opaque()
    .keymap([
      KeyCommand(.enter, "run", help: "Run the highlighted entry") { palette.runHighlighted() },
      KeyCommand(keys: [.down, .control("n")], "next") { palette.move(by: 1) },
      KeyCommand(keys: [.up, .control("p")], "previous", inFooter: false) { palette.move(by: -1) },
      KeyCommand(.escape, "close", help: "Close the palette") { palette.close() },
    ])
  }

  @ViewBuilder
  private func row(_ entry: PaletteEntry, highlighted: Bool) -> some View {
    HStack(spacing: 2) {
      Text(entry.title)
      Spacer()
      Text(entry.detail).foregroundStyle(.muted)
    }
    .opaque()
    .foregroundStyle(highlighted ? .selection : .text)
  }

  /// Edits the query with a typed key; other keys go on to the palette's keymap.
  private func edit(_ key: Key) -> Bool {
    if let character = key.typedCharacter {
      palette.setQuery(palette.query + String(character))
    } else if let pasted = key.pastedText {
      palette.setQuery(palette.query + pasted.filter { !$0.isNewline })
    } else if key == .backspace {
      palette.setQuery(String(palette.query.dropLast()))
    } else if key == .control("u") {
      palette.setQuery("")
    } else {
      return false
    }
    return true
  }
}

/// The keys of the ``CommandPalette``.
public enum PaletteKeys {
  /// The keys that open the palette: `:`, and Ctrl-P, which works while a text field has the
  /// focus. Rebound as `[keys.palette]` (`commands = [";", "ctrl-p"]`).
  public static let open = CommandKeys(
    "commands", keys: [.character(":"), .control("p")],
    help: "The command palette: every command, open a route, jump to a project or task (ctrl-p while typing)")

  /// The palette's keymap, for a configuration file and `help keys`.
  public static let keymap = Keymap("palette", [open])
}
