import Observation
import SwitchyardTesting
import Testing

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
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      if form.notify {
        Text("working").task {
          log.events.append("started")
          for await _ in stream {}
          log.events.append(Task.isCancelled ? "cancelled" : "finished")
        }
      }
    }
    _ = host.render(size: Size(width: 10, height: 1))
    form.notify = true
    _ = host.render(size: Size(width: 10, height: 1))
    await settle { log.events == ["started"] }
    _ = host.render(size: Size(width: 10, height: 1))
    #expect(log.events == ["started"])
    form.notify = false
    _ = host.render(size: Size(width: 10, height: 1))
    await settle { log.events.count == 2 }
    #expect(log.events == ["started", "cancelled"])
    continuation.finish()
  }

  @Test("tasks end with their host")
  func taskEndsWithHost() async {
    let log = EventLog()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    var host: ViewHost? = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      Text("working").task {
        log.events.append("started")
        for await _ in stream {}
        log.events.append(Task.isCancelled ? "cancelled" : "finished")
      }
    }
    _ = host?.render(size: Size(width: 10, height: 1))
    await settle { log.events == ["started"] }
    host = nil
    await settle { log.events.count == 2 }
    #expect(log.events == ["started", "cancelled"])
    continuation.finish()
  }
}
