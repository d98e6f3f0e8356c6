import Coordinators
import Observation
import Routing
import TerminalUI

/// The command palette's model: opened with `:` over any screen, it offers that screen's
/// commands with their keys (read from `ViewHost.commands`, the keymaps the footer
/// and `?` help read), the app's ``globalCommands`` (its places, account actions), `open ROUTE`, the `route` of the screen, and a jump to any place the app
/// names (projects, tasks), ranked by ``FuzzyMatch`` as you type. Enter runs the highlighted
/// entry; Esc closes it. Places come from `targets` (read when the palette opens: the few an app
/// holds in memory) and from a ``PaletteSource`` asked per query (the many it keeps in a
/// database).
///
/// Show it with ``CommandPaletteContainer`` around the app's view, and give it the host:
///
/// ```swift
/// let palette = CommandPalette(scheme: "notes", root: { app })
/// let host = ViewHost { CommandPaletteContainer(palette: palette) { AppShell { AppCoordinator.rootView(with: app) } } }
/// palette.host = host
/// ```
@Observable @MainActor
public final class CommandPalette {
  /// The URL scheme of the app's routes (`switchyard`).
  public let scheme: String
  /// The host whose screen the palette lists the commands of.
  @ObservationIgnored public weak var host: ViewHost? {
    didSet { host?.observeKeys { [weak self] in self?.keyPressed($0) } }
  }
  /// Copies text to the clipboard (the `route` entry copies the route); nil when there is none.
  @ObservationIgnored public var copy: (@MainActor (String) -> Void)?
  /// Whether the palette is shown.
  public private(set) var isOpen = false
  /// What was typed.
  public private(set) var query = ""
  /// The highlighted entry's index in ``entries``.
  public private(set) var highlighted = 0
  /// A one-line problem shown in the palette (a route that could not be opened).
  public private(set) var problem: String?
  /// A message shown over the footer until the next key (a route, a route that fell back at
  /// start), or, when ``noticeIsSticky``, until Ctrl-D or a click on it.
  public private(set) var notice: String?
  /// Whether ``notice`` stays until Ctrl-D or a click (a configuration file's problems, which
  /// must not go at the first key typed).
  public private(set) var noticeIsSticky = false
  @ObservationIgnored let root: @MainActor () -> (any RoutableCoordinator)?
  @ObservationIgnored let targets: @MainActor () -> [PaletteTarget]
  @ObservationIgnored var commands: [KeyCommand] = []
  /// The commands offered on every screen besides its own (read when the palette opens): the
  /// app's places, account actions, settings. One the screen has by the same name is left out.
  @ObservationIgnored public var globalCommands: @MainActor () -> [PaletteCommand] = { [] }
  /// The global commands read when the palette opened.
  @ObservationIgnored var globals: [PaletteCommand] = []
  /// The places to jump to, read from `targets` when the palette opens (not on every key).
  @ObservationIgnored var places: [PaletteTarget] = []
  @ObservationIgnored private var focusBeforeOpening: String?
  @ObservationIgnored var ranked: (query: String, answer: Int, entries: [PaletteEntry])?
  /// Where places are looked up per query; nil when `targets` names them all.
  @ObservationIgnored let source: PaletteSource?
  /// The latest answer of ``source`` (for ``FoundPlaces/query``), and how many answers came.
  var found: FoundPlaces?
  var answers = 0
  /// The lookup in flight and the query it is for.
  @ObservationIgnored var lookup: (query: String, task: Task<Void, Never>)?

  /// A palette for an app whose routes use `scheme`, whose place is `root`'s, and whose places
  /// to jump to are `targets` (read when the palette opens) and those `source` finds for each
  /// query typed.
  public init(
    scheme: String, root: @escaping @MainActor () -> (any RoutableCoordinator)?,
    targets: @escaping @MainActor () -> [PaletteTarget] = { [] }, source: PaletteSource? = nil
  ) {
    self.scheme = scheme
    self.root = root
    self.targets = targets
    self.source = source
  }

  /// Opens the palette over the current screen, listing that screen's commands.
  public func open() {
    commands = (host?.commands ?? []).filter { $0.name != PaletteKeys.open.name }
    // The footer's own keys that no keymap declares (Tab, help) are pressed as typed.
    let labels = Set(commands.map(\.keyLabel))
    for hint in host?.hints ?? [] where !labels.contains(hint.key) && hint.label != PaletteKeys.open.name {
      guard let key = hint.press else { continue }
      commands.append(KeyCommand(key, hint.label) { [weak host] in host?.press(key) })
    }
    let names = Set(commands.map(\.name))
    globals = globalCommands().filter { !names.contains($0.name) }
    places = targets()
    focusBeforeOpening = host?.focusedID
    query = ""
    highlighted = 0
    problem = nil
    ranked = nil
    cancelLookup()
    found = nil
    isOpen = true
  }

  /// Closes the palette; the screen beneath gets its focus back.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    cancelLookup()
    if let focusBeforeOpening { host?.requestFocus(id: focusBeforeOpening) }
  }

  /// Shows `message` over the footer until the next key; `sticky`, until Ctrl-D or a click on it.
  public func show(notice message: String, sticky: Bool = false) {
    notice = message
    noticeIsSticky = sticky
  }

  /// Hides the notice.
  public func dismissNotice() {
    notice = nil
    noticeIsSticky = false
  }

  /// Changes the query (the highlight goes back to the best match).
  public func setQuery(_ text: String) {
    query = text
    highlighted = 0
    problem = nil
    lookUp()
  }

  /// Moves the highlight `offset` entries down (up if negative), wrapping around.
  public func move(by offset: Int) {
    let count = entries.count
    guard count > 0 else { return }
    highlighted = ((highlighted + offset) % count + count) % count
  }

  /// Runs the highlighted entry.
  public func runHighlighted() {
    let entries = self.entries
    guard entries.indices.contains(highlighted) else { return }
    entries[highlighted].run()
  }

  /// Opens the route written in `text` (a URL or a path). Returns whether it did; if not, the
  /// app stays where it was and the reason is the palette's ``problem``.
  @discardableResult
  public func openRoute(_ text: String) -> Bool {
    do throws(RouteError) {
      let route = try Route(parsing: text, scheme: scheme)
      guard let root = root() else {
        throw RouteError(.unknownPlace, "there is nothing to open yet", validCount: 0)
      }
      try root.open(route)
      close()
      return true
    } catch {
      problem = error.message
      return false
    }
  }

  private func keyPressed(_ key: Key) {
    if !noticeIsSticky || key == .control("d") { dismissNotice() }
  }
}
