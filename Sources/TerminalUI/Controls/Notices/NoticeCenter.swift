import Observation

/// The notices an app shows — timed, stacked, dismissable messages over its screen — as an
/// object models share: a model posts to it without knowing the screen, and the view that
/// presents it (``View/notices(_:)``) draws them, newest at the bottom right.
///
/// A notice shows for its ``Notice/duration`` from the first frame that draws it, by the
/// runtime's clock (an ``InMemoryTerminal``'s stands still until `passTime()`); its action's
/// key works while it shows. At most ``maximumCount`` show: posting one more drops the oldest.
/// Posting a notice with the id of one that shows replaces it, with its time started again.
///
/// ```swift
/// @Observable @MainActor
/// final class ShoppingListModel {
///   let notices: NoticeCenter
///   init(notices: NoticeCenter) { self.notices = notices }
///
///   func markDone(_ title: String) {
///     notices.post(Notice("Marked “\(title)” done", kind: .success))
///   }
/// }
/// ```
@Observable @MainActor
public final class NoticeCenter {
  /// The notices showing, oldest first.
  public private(set) var notices: [Notice] = []
  /// How many notices show at once.
  public var maximumCount: Int
  /// When each notice drawn so far stops showing, by id.
  @ObservationIgnored private var deadlines: [Notice.ID: ContinuousClock.Instant] = [:]
  /// How many notices were posted: each post's number, for announcing each once.
  @ObservationIgnored private(set) var postCount = 0
  /// The number of the post that showed each notice, by id.
  @ObservationIgnored private(set) var postNumbers: [Notice.ID: Int] = [:]
  /// The last post plain line mode printed: later ones are announced next.
  @ObservationIgnored var announcedThrough = 0

  /// A center that shows at most `maximumCount` notices at once.
  public init(maximumCount: Int = 3) {
    self.maximumCount = max(1, maximumCount)
  }

  /// Shows `notice` (replacing one with its id), dropping the oldest beyond ``maximumCount``.
  public func post(_ notice: Notice) {
    notices.removeAll { $0.id == notice.id }
    deadlines[notice.id] = nil
    postCount += 1
    postNumbers[notice.id] = postCount
    notices.append(notice)
    while notices.count > maximumCount { forget(notices.removeFirst().id) }
  }

  /// Stops showing the notice `id`.
  public func dismiss(_ id: Notice.ID) {
    guard notices.contains(where: { $0.id == id }) else { return }
    notices.removeAll { $0.id == id }
    forget(id)
  }

  /// Stops showing the newest notice.
  public func dismissNewest() {
    if let newest = notices.last { dismiss(newest.id) }
  }

  /// Runs the action of the notice `id` and dismisses it.
  func performAction(of id: Notice.ID) {
    guard let action = notices.first(where: { $0.id == id })?.action else { return }
    dismiss(id)
    action.perform()
  }

  /// Brings the notices up to `now`: those whose time is up go, those shown for the first
  /// time start theirs. Returns when the next one is due to go, if any shows.
  func update(now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
    let expired = notices.filter { deadlines[$0.id].map { $0 <= now } ?? false }.map(\.id)
    if !expired.isEmpty {
      notices.removeAll { expired.contains($0.id) }
      expired.forEach(forget)
    }
    for notice in notices where deadlines[notice.id] == nil {
      deadlines[notice.id] = now + notice.duration
    }
    return notices.compactMap { deadlines[$0.id] }.min()
  }

  private func forget(_ id: Notice.ID) {
    deadlines[id] = nil
    postNumbers[id] = nil
  }
}
