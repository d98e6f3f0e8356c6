import Container

extension AppContainer {
  /// Where the app's feature stores report their actions: the app's log file.
  var actionLog: ActionLog { ActionLog(logger: logger) }
}
