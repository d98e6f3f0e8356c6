import Services
import TerminalUI

extension ProjectListComponentModelProtocol {
  /// What the list shows: the projects with their open counts, or why there are none — the
  /// first load on its way, a failed load with a retry, or no project yet with a way to make one.
  public var state: ComponentState<[(project: Project, open: Int)]> {
    let projects = self.projects
    guard projects.isEmpty else { return .ready(projects) }
    if let errorMessage {
      let retry = StateAction("Retry", command: AppKeymaps.Projects.retry, in: AppKeymaps.Projects.keymap) {
        [weak self] in self?.retry()
      }
      return .error(StateInfo("Could not load your projects", message: errorMessage, action: retry))
    }
    if isLoading { return .loading }
    let create = StateAction(
      "New project", command: AppKeymaps.Projects.create, in: AppKeymaps.Projects.keymap
    ) {
      [weak self] in self?.create()
    }
    return .empty(
      StateInfo("No projects yet", message: "A project gathers the tasks of one goal.", action: create))
  }
}
