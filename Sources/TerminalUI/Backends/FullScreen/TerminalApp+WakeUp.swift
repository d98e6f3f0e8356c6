extension TerminalApp {
  /// Schedules a frame for the time the last one asked to be drawn again (a notice's time is
  /// up), unless one is scheduled sooner. The frame then checks the time itself: a notice
  /// that is not due yet asks again.
  func scheduleWakeUp() {
    guard let time = host.wakeUpTime, scheduledWakeUp.map({ time < $0 }) ?? true else { return }
    scheduledWakeUp = time
    let wait = time - terminal.now
    let milliseconds = max(1, Int((wait / .milliseconds(1)).rounded(.up)))
    terminal.schedule(after: milliseconds) { [weak self] in
      guard let self else { return }
      if self.scheduledWakeUp == time { self.scheduledWakeUp = nil }
      self.host.invalidate()
    }
  }
}
