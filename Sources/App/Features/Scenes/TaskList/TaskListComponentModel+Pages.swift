import Foundation
import Services

/// A page of a list asked for: the list and the page's number (position / page size).
struct PageRequest: Hashable {
  let key: TaskListKey
  let page: Int
}

extension TaskListComponentModel {
  /// How many pages one list reads at once; a request beyond waits, the latest one kept.
  static let pagesAtOnce = 2

  /// Asks the service for the page of `key` that holds `position`, unless it is in flight;
  /// through the scene's work, so `await work.idle()` waits for it.
  func requestPage(around position: Int, of key: TaskListKey) {
    let request = PageRequest(key: key, page: position / TaskWindow.pageSize)
    guard !pagesInFlight.contains(request) else { return }
    guard pagesInFlight.count < Self.pagesAtOnce else {
      deferredPosition = (key, position)
      return
    }
    pagesInFlight.insert(request)
    work.run { [weak self, service] in
      defer { self?.pageArrived(request) }
      try await service.loadPage(of: key, around: position)
    } failed: { [notices] in
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
  /// that depend on the day are dropped when they arrive, and read again as they are shown.
  func refreshIfDayChanged(_ state: AppState) {
    let today = self.today
    guard state.isSignedIn, state.counts.day != today, countsRequested != today else { return }
    countsRequested = today
    work.run { [service] in
      try await service.loadCounts()
    } failed: { [notices] in
      notices.post(.failure(message(for: $0)))
    }
  }
}
