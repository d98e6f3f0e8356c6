import Unidirectional

/// Middleware that hands a form's successful output to `handle` — how a form scene tells its
/// coordinator it is done (a task saved, a project created) without the reducer knowing.
func whenSubmitted<Field: FormField, Output: Equatable & Sendable>(
  _ handle: @escaping @MainActor (Output) -> Void
) -> Middleware<FormState<Field>, FormAction<Field, Output>> {
  Middleware { action, _, _ in
    if case .succeeded(let output) = action { handle(output) }
    return .none
  }
}
