extension PlainLineApp {
  /// How many rows of a list are printed at a time: the screen's height less a few lines.
  var pageSize: Int { max(5, size.height - 4) }

  /// The first row of `list` printed now (`more` moves it on).
  func pageStart(of list: ListNode) -> Int {
    let start = pageStarts[list.id] ?? 0
    return start < list.count ? start : 0
  }

  /// The lines printed for `list`: how many rows it has (its filter, a table's sort), a page
  /// of rows with their numbers, the selected one marked, and how to see the rest.
  func listSection(_ list: ListNode, firstNumber: Int) -> [String] {
    let start = pageStart(of: list)
    let end = min(list.count, start + pageSize)
    let filter = list.filter.map { $0.query.isEmpty ? "" : ", filtered by “\($0.query)”" } ?? ""
    let sorted = (list as? TableNode)?.sortDescription.map { ", sorted by \($0)" } ?? ""
    let paged = list.count > pageSize ? ", \(start + 1)–\(end) shown" : ""
    var lines = ["\(list.count) \(list.count == 1 ? "row" : "rows")\(filter)\(sorted)\(paged):"]
    for index in start..<end {
      let selected = index == list.selected ? "  (selected)" : ""
      lines.append("  \(firstNumber + index). \(rowText(list, index))\(selected)")
    }
    if end < list.count {
      lines.append("  … \(list.count - end) more: type more")
    }
    // The rows printed are the ones shown: a table's client reads the data around them.
    (list as? TableNode)?.reportVisibleRows(start..<end, host: host)
    host.runAfterFrameActions()
    return lines
  }

  /// The whole text of row `index` of `list`, never cut to the screen's width.
  func rowText(_ list: ListNode, _ index: Int) -> String {
    let text = list.rowNode(index).fullText
    return text.isEmpty ? "(no text)" : text
  }

  /// `more`: the next page of the focused list (else the first list that has one), from the
  /// start again after the last.
  func showMore() {
    let lists = host.focusables.compactMap { $0 as? ListNode }.filter { $0.count > pageSize }
    guard let list = lists.first(where: { $0.id == host.focusedID }) ?? lists.first else {
      return say("Every row is shown.")
    }
    let next = pageStart(of: list) + pageSize
    pageStarts[list.id] = next < list.count ? next : 0
    host.invalidate()
  }
}
