import Unidirectional

/// The effect every form sends when it submits: run the request once (a newer submit
/// replaces an older one still in flight), then report success or the error's message.
enum FormRequest {
  static func effect<Action: Sendable, ID: Hashable & Sendable>(
    id: ID, succeeded: Action, failed: @escaping @Sendable (String) -> Action,
    work: @escaping @Sendable () async throws -> Void
  ) -> Effect<Action> {
    Effect.run { send in
      try await work()
      await send(succeeded)
    } catch: { error, send in
      await send(failed(FormValidation.message(for: error)))
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
