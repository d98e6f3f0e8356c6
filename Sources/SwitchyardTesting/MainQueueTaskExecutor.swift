import Dispatch

/// A task executor that runs each job it is given on the main queue, one at a time, in the
/// order they come: a test store runs its effects' work here instead of on Swift's global pool.
///
/// The main actor runs on the same queue, so the test, the store and the effects take turns on
/// one queue in an order that no load on the machine can change: an effect that has sent its
/// last action is out of the way after a few turns of the queue, however slow those turns are,
/// and one that waits (a clock, a stream) is still waiting.
///
/// Task executors need macOS 15: on macOS 14 a test store's effects run on the global pool.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class MainQueueTaskExecutor: TaskExecutor {
  /// The one executor all test stores share (it holds no state).
  static let shared = MainQueueTaskExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.main.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }
}
