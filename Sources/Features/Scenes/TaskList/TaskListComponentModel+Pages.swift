import Foundation
import Services

/// A page of a list asked for: the list and the page's number (position / page size).
struct PageRequest: Hashable {
  let key: TaskListKey
  let page: Int
}

extension TaskListComponentModelProtocol {
  /// A list without pages (a mock's array) reads nothing when it is shown.
  public func appear() {}
  /// A list without pages (a mock's array) reads nothing for the rows shown.
  public func rowsShown(_ rows: Range<Int>) {}
}

extension TaskListComponentModel {
  /// How many pages one list reads at once; a request beyond waits, the latest one kept.
  static let pagesAtOnce = 2
  /// How near the window's edge the rows shown ask for the next page (half a page: one page
  /// is read while the user moves through the other half, so a normal ↓ meets no placeholder).
  static let prefetchMargin = TaskWindow.pageSize / 2

  public func appear() { listChanged() }

  /// The list shown changed (it appeared, or its filter or order changed): its first page is
  /// read now if the cache has none — on the main actor, in the event rather than in a frame:
  /// an index range, well under a millisecond, so the next frame shows its rows rather than
  /// "Loading" — then the pages of the rows the table shows.
  func listChanged() {
    failedPages = []
    let state = cache.value
    if state.isSignedIn, state.lists[key] == nil { service.loadFirstPageNow(of: key) }
    rowsShown(shownRows)
  }

  public func rowsShown(_ rows: Range<Int>) {
    shownRows = rows
    let key = self.key
    let state = cache.value
    guard state.isSignedIn, !rows.isEmpty else { return }
    guard let window = state.lists[key] else { return requestPage(around: rows.lowerBound, of: key) }
    if let missing = rows.first(where: { window.id(at: $0) == nil }) { requestPage(around: missing, of: key) }
    if rows.upperBound > window.end - Self.prefetchMargin, window.end < window.total {
      requestPage(around: window.end, of: key)
    }
    if rows.lowerBound < window.start + Self.prefetchMargin, window.start > 0 {
      requestPage(around: window.start - 1, of: key)
    }
  }

  /// Asks the service for the page of `key` that holds `position`, unless it is in flight;
  /// through the scene's work, so `await work.idle()` waits for it. Once it is read, the rows
  /// shown are looked at again. A page whose read failed is not asked for again by itself
  /// (``failedPages``): the error is told once, and the work ends.
  func requestPage(around position: Int, of key: TaskListKey) {
    let request = PageRequest(key: key, page: position / TaskWindow.pageSize)
    guard !pagesInFlight.contains(request), !failedPages.contains(request) else { return }
    guard pagesInFlight.count < Self.pagesAtOnce else {
      deferredPosition = (key, position)
      return
    }
    pagesInFlight.insert(request)
    work.run { [weak self, service] in
      defer { self?.pageArrived(request) }
      try await service.loadPage(of: key, around: position)
      // The rows shown may need the page after this one (a jump lands mid-page).
      if let self { rowsShown(shownRows) }
    } failed: { [weak self, notices] in
      self?.failedPages.insert(request)
      notices.post(.failure(message(for: $0)))
    }
  }

  private func pageArrived(_ request: PageRequest) {
    pagesInFlight.remove(request)
    guard let deferred = deferredPosition else { return }
    deferredPosition = nil
    requestPage(around: deferred.position, of: deferred.key)
  }

  /// Asks for the counts again (once) when the day changed since they were read; the lists
  /// that depend on the day are dropped when they arrive, and the one shown is read again
  /// then.
  func refreshIfDayChanged(_ state: AppState) {
    let today = self.today
    guard state.isSignedIn, state.counts.day != today, countsRequested != today else { return }
    countsRequested = today
    work.run { [weak self, service] in
      try await service.loadCounts()
      // A new day drops the lists that depend on it: the one shown is read again now.
      self?.listChanged()
    } failed: { [notices] in
      notices.post(.failure(message(for: $0)))
    }
  }
}
