/// Where a ``CommandPalette`` looks up places per query, for an app with too many to hand over
/// at once (a million tasks): on each key the palette asks it for the places matching what was
/// typed, at most ``limit`` of them, best first, and ranks them with the screen's commands.
///
/// The lookup runs in the background, counted in the host's `WorkTracker` (so a test or a
/// replay can `await host.idle()` for its answer); a newer key cancels it, and an answer for a
/// query that is no longer the one typed is dropped. Until the answer comes, the places of the
/// previous answer that still match stay listed.
///
/// ```swift
/// let source = PaletteSource(limit: 20) { query, limit in
///   let names = ["Garden", "Groceries", "Taxes"].filter { $0.lowercased().hasPrefix(query.lowercased()) }
///   return names.prefix(limit).map { PaletteTarget(title: $0, detail: "project", route: Route(["projects", $0])) }
/// }
/// let palette = CommandPalette(scheme: "notes", root: { nil }, source: source)
/// ```
///
/// The synchronous `targets:` of ``CommandPalette/init(scheme:root:targets:source:)`` keeps
/// working beside it, for the few places an app holds in memory (its projects).
public struct PaletteSource: Sendable {
  /// At most this many places are asked for per query.
  public var limit: Int
  /// Finds the places matching the query (trimmed, not empty), best first, at most `limit`.
  public var lookup: @MainActor @Sendable (_ query: String, _ limit: Int) async throws -> [PaletteTarget]

  /// A source asking `lookup` for at most `limit` places per query.
  public init(
    limit: Int = 50,
    lookup: @escaping @MainActor @Sendable (_ query: String, _ limit: Int) async throws -> [PaletteTarget]
  ) {
    self.limit = max(1, limit)
    self.lookup = lookup
  }
}
