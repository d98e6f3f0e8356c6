import Testing
import WorkTracking

@MainActor
@Suite("WorkTracker: one count of work in flight, waited for without polling")
struct WorkTrackerTests {
  @Test("idle() returns at once when nothing is in flight")
  func idleAtOnce() async {
    let work = WorkTracker()
    #expect(work.isIdle)
    await work.idle()
    #expect(work.running == 0)
  }

  @Test("run(_:) counts its task until it returns, and idle() waits for it")
  func runIsCounted() async {
    let work = WorkTracker()
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    var done = false
    work.run {
      for await _ in gate { break }
      done = true
    }
    #expect(work.running == 1)
    open.yield()
    await work.idle()
    #expect(done)
    #expect(work.isIdle)
  }

  @Test("work started by work that finishes is waited for too")
  func chains() async {
    let work = WorkTracker()
    var steps: [String] = []
    work.run {
      await Task.detached {}.value
      steps.append("save")
      work.run {
        await Task.detached {}.value
        steps.append("reload")
      }
    }
    await work.idle()
    #expect(steps == ["save", "reload"])
  }

  @Test("every caller waiting is resumed, and the task hands back what the work returned")
  func severalWaiters() async {
    let work = WorkTracker()
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let answer = work.run { () -> Int in
      for await _ in gate { break }
      return 42
    }
    async let first: Void = work.idle()
    async let second: Void = work.idle()
    open.yield()
    _ = await (first, second)
    #expect(work.isIdle)
    #expect(await answer.value == 42)
  }

  @Test("a child tracker's work counts in its parent too")
  func parent() async {
    let app = WorkTracker()
    let store = WorkTracker(parent: app)
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    store.run {
      for await _ in gate { break }
    }
    #expect(store.running == 1 && app.running == 1)
    open.yield()
    await app.idle()
    #expect(store.isIdle && app.isIdle)
  }
}
