import Services
import Unidirectional

/// The one form machine: fields → validation → submit → in flight → done or failed.
///
/// Each field is checked by its ``FormField/rule``, and `crossCheck` adds rules between fields
/// (a confirmation that must match). Nothing is submitted while a field breaks a rule; once the
/// user has tried, messages follow their typing. The submission runs once (a newer one
/// replaces one still in flight) and its error's message becomes ``FormState/errorMessage``.
///
/// ```swift
/// FormReducer { values in try await projects.create(name: values[.name] ?? "") }
/// ```
public struct FormReducer<Field: FormField, Output: Equatable & Sendable>: Reducer {
  struct RequestID: Hashable, Sendable {}

  let crossCheck: @Sendable ([Field: String]) -> [Field: String]
  let submit: @Sendable ([Field: String]) async throws -> Output

  /// A form that submits its values with `submit`; `crossCheck` returns messages for fields
  /// that break a rule involving other fields.
  public init(
    crossCheck: @escaping @Sendable ([Field: String]) -> [Field: String] = { _ in [:] },
    submit: @escaping @Sendable ([Field: String]) async throws -> Output
  ) {
    self.crossCheck = crossCheck
    self.submit = submit
  }

  public func reduce(
    into state: inout FormState<Field>, action: FormAction<Field, Output>
  ) -> Effect<
    FormAction<Field, Output>
  > {
    switch action {
    case .changed(let field, let value):
      state.values[field] = value
      if !state.errors.isEmpty { state.errors = problems(in: state.values) }
      return .none
    case .submit:
      guard !state.isSubmitting else { return .none }
      state.errors = problems(in: state.values)
      guard state.errors.isEmpty else { return .none }
      state.isSubmitting = true
      state.errorMessage = nil
      let (values, submit) = (state.values, self.submit)
      return .run { send in
        await send(.succeeded(try await submit(values)))
      } catch: { error, send in
        await send(.failed(message(for: error)))
      }
      .cancellable(id: RequestID(), cancelInFlight: true)
    case .succeeded:
      state.isSubmitting = false
      state.isDone = true
      for field in Field.allCases where field.isSecret { state.values[field] = "" }
      return .none
    case .failed(let message):
      state.isSubmitting = false
      state.errorMessage = message
      return .none
    }
  }

  /// The message for each field breaking its rule or a rule between fields.
  func problems(in values: [Field: String]) -> [Field: String] {
    var problems: [Field: String] = [:]
    for field in Field.allCases {
      if let problem = field.rule?.check(values[field] ?? "") { problems[field] = problem }
    }
    return problems.merging(crossCheck(values)) { own, _ in own }
  }
}
