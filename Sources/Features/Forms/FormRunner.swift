import Coordinators
import Unidirectional

/// A form running in a store: its ``FormReducer``, the diagnostics middleware, and its
/// submissions counted as the app's work (the store's effects). Every live form model holds
/// one (see ``RunsForm``).
@MainActor
public final class FormRunner<Field: FormField, Output: Equatable & Sendable> {
  let store: Store<FormState<Field>, FormAction<Field, Output>>

  /// Runs `reducer` from `initial`, reporting to `log` as `feature`; `submitted` gets the
  /// output of each successful submission.
  public init(
    _ reducer: FormReducer<Field, Output>, initial: FormState<Field> = FormState(), feature: String,
    log: ActionLog, work: WorkTracker, submitted: @escaping @MainActor (Output) -> Void = { _ in }
  ) {
    store = Store(
      initialState: initial, reducer: reducer,
      middleware: [log.middleware(for: feature), whenSubmitted(submitted)], work: work)
  }

  var form: FormState<Field> { store.state }

  func set(_ field: Field, _ value: String) { store.send(.changed(field, value)) }

  /// Submits; the submission is the store's effect, counted in the app's tracker.
  func submit() { store.send(.submit) }
}

/// A live form model: its form, edits and submit come from its ``FormRunner``.
@MainActor
public protocol RunsForm: FormModel {
  associatedtype Output: Equatable & Sendable
  var runner: FormRunner<Field, Output> { get }
}

extension RunsForm {
  public var form: FormState<Field> { runner.form }
  public func set(_ field: Field, _ value: String) { runner.set(field, value) }
  public func submit() { runner.submit() }
}
