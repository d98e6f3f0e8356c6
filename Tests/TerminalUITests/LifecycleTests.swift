import Observation
import SwitchyardTesting
import Testing
import WorkTracking

@testable import TerminalUI

@MainActor
final class EventLog {
  var events: [String] = []
}

@MainActor
@Suite("View lifetime: tasks")
struct LifecycleTests {
  @Test("a task starts when its view appears and is cancelled when the view disappears")
  func taskFollowsView() async {
    let form = Form()
    let log = EventLog()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let (started, markStarted) = AsyncStream.makeStream(of: Void.self)
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      if form.notify {
        Text("working").task {
          log.events.append("started")
          markStarted.yield()
          for await _ in stream {}
          log.events.append(Task.isCancelled ? "cancelled" : "finished")
        }
      }
    }
    _ = host.render(size: Size(width: 10, height: 1))
    form.notify = true
    _ = host.render(size: Size(width: 10, height: 1))
    for await _ in started { break }
    _ = host.render(size: Size(width: 10, height: 1))
    #expect(log.events == ["started"])
    #expect(host.work.running == 1, "a running task is work in flight")
    form.notify = false
    _ = host.render(size: Size(width: 10, height: 1))
    await host.work.idle()
    #expect(log.events == ["started", "cancelled"])
    continuation.finish()
  }

  @Test("tasks end with their host")
  func taskEndsWithHost() async {
    let log = EventLog()
    let work = WorkTracker()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let (started, markStarted) = AsyncStream.makeStream(of: Void.self)
    var host: ViewHost? = ViewHost(minimumSize: Size(width: 1, height: 1), work: work) {
      Text("working").task {
        log.events.append("started")
        markStarted.yield()
        for await _ in stream {}
        log.events.append(Task.isCancelled ? "cancelled" : "finished")
      }
    }
    _ = host?.render(size: Size(width: 10, height: 1))
    for await _ in started { break }
    #expect(log.events == ["started"])
    host = nil
    await work.idle()
    #expect(log.events == ["started", "cancelled"])
    continuation.finish()
  }

  @Test("idle() draws a pending frame, waits for the tasks it starts, and for what they change")
  func idleDrawsAndWaits() async {
    let form = Form()
    let log = EventLog()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      Text(log.events.joined(separator: ","))
      if form.notify {
        Text("loading").task {
          await Task.detached {}.value  // off the main actor and back, as a load does
          log.events.append("loaded")
          form.notify = false
        }
      }
    }
    #expect(host.render(size: Size(width: 10, height: 2)).lines == ["", ""])
    form.notify = true
    #expect(host.needsRender)
    await host.idle()
    #expect(log.events == ["loaded"])
    #expect(!host.needsRender, "the frame the task's change made pending was drawn")
    #expect(host.render(size: Size(width: 10, height: 2)).lines == ["loaded", ""])
  }
}
