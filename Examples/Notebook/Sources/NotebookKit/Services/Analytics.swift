/// Something worth counting that happened in the app: never what the user typed.
struct AnalyticsEvent: Equatable, Sendable {
  let name: String
  let properties: [String: String]
}

/// Where analytics events go.
protocol Analytics: Sendable {
  func track(_ event: AnalyticsEvent) async
}

/// Keeps the events in memory: the example has no analytics backend, and tests read them back.
actor RecordingAnalytics: Analytics {
  private(set) var events: [AnalyticsEvent] = []

  func track(_ event: AnalyticsEvent) {
    events.append(event)
  }
}
