import Switchyard

extension Middleware<SearchState, SearchAction> {
  /// Records each search that came back: how many words it had and how many notes it found —
  /// never the words themselves.
  static func analytics(_ analytics: any Analytics) -> Self {
    Middleware { action, _, after in
      guard case .resultsLoaded(let query, let results) = action, query == after.query else { return .none }
      let words = query.split(whereSeparator: \.isWhitespace).count
      let event = AnalyticsEvent(
        name: "search", properties: ["words": "\(words)", "results": "\(results.count)"])
      return .run { _ in await analytics.track(event) }
    }
  }
}
