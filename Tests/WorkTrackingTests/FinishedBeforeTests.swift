import Testing
import WorkTracking

/// ``WorkTracker/finished(before:)``: the work started before a mark is waited for, the work
/// started after it is not — not even the waiting work itself.
@MainActor
@Suite("WorkTracker: waiting for the work started before a mark")
struct FinishedBeforeTests {
  @Test("Nothing started before the mark: goes on at once, from counted work too")
  func nothingBefore() async {
    let work = WorkTracker()
    let mark = work.mark
    await work.run { await work.finished(before: mark) }.value
    #expect(work.isIdle)
  }

  @Test("Waits for the work started before the mark, however long it takes")
  func earlierWork() async {
    let work = WorkTracker()
    let (earlierGate, openEarlier) = AsyncStream.makeStream(of: Void.self)
    let (laterGate, openLater) = AsyncStream.makeStream(of: Void.self)
    var steps: [String] = []
    work.run {
      for await _ in earlierGate { break }
      steps.append("change")
    }
    let mark = work.mark
    let later = work.run {
      for await _ in laterGate { break }
      steps.append("later")
    }
    let undo = work.run {
      await work.finished(before: mark)
      steps.append("undo")
    }
    openLater.yield()
    await later.value
    #expect(steps == ["later"], "the undo still waits for the change")
    openEarlier.yield()
    await undo.value
    #expect(steps == ["later", "change", "undo"])
  }

  @Test("Two waiting for different marks go on each when its own earlier work is done")
  func twoMarks() async {
    let work = WorkTracker()
    let (firstGate, openFirst) = AsyncStream.makeStream(of: Void.self)
    let (secondGate, openSecond) = AsyncStream.makeStream(of: Void.self)
    var steps: [String] = []
    work.run {
      for await _ in firstGate { break }
      steps.append("first change")
    }
    let afterFirst = work.mark
    work.run {
      for await _ in secondGate { break }
      steps.append("second change")
    }
    let afterSecond = work.mark
    let second = work.run {
      await work.finished(before: afterSecond)
      steps.append("after second")
    }
    let first = work.run {
      await work.finished(before: afterFirst)
      steps.append("after first")
    }
    openFirst.yield()
    await first.value
    #expect(steps == ["first change", "after first"])
    openSecond.yield()
    await second.value
    #expect(steps == ["first change", "after first", "second change", "after second"])
  }
}
