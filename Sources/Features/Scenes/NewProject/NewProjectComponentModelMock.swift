#if DEBUG
  import Observation

  /// A new-project sheet model for previews, snapshots and tests.
  @Observable @MainActor
  public final class NewProjectComponentModelMock: NewProjectComponentModelProtocol {
    public var onEvent: (NewProjectEvent) -> Void = { _ in }
    public var form: FormState<NewProjectField>

    public init(name: String = "") {
      form = FormState([.name: name])
    }

    public func set(_ field: NewProjectField, _ value: String) { form.values[field] = value }
    public func submit() {}
    public func cancel() { onEvent(.cancelled) }
    public func close() { onEvent(.cancelled) }
  }
#endif
