import Container
import Coordinators

extension TaskFlowProvider {
  /// A task flow embedded in `host`'s stack through `embed` (the host's wrapping
  /// destination case): pushes, pops, sheets and alerts all go to the host.
  public convenience init<Host: NavigationStackCoordinator & AlertPresenter>(
    container: AppContainer, host: Host, embed: @escaping (Destination) -> Host.Destination
  ) {
    self.init(
      container: container,
      navigate: { [weak host] in host?.navigate(to: embed($0)) },
      pop: { [weak host] in host?.pop() },
      present: { [weak host] in host?.present(modal: embed($0), type: $1, replacing: true) },
      dismiss: { [weak host] in host?.dismissModal() },
      alert: { [weak host] in host?.alertModel = $0 })
  }
}
