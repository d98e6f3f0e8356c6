extension ViewHost {
  /// Asks for a frame at `time` even if nothing changes before then (a notice's time is up):
  /// the full-screen runtime schedules one for the earliest time a frame asked for.
  func wake(at time: ContinuousClock.Instant) {
    wakeUpTime = min(wakeUpTime ?? time, time)
  }
}
