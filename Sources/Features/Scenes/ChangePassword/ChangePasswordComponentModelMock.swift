#if DEBUG
  import Observation

  /// A change-password model for previews, snapshots and tests.
  @Observable @MainActor
  public final class ChangePasswordComponentModelMock: ChangePasswordComponentModelProtocol {
    public var onEvent: (ChangePasswordEvent) -> Void = { _ in }
    public var form: FormState<ChangePasswordField>

    public init(form: FormState<ChangePasswordField> = FormState()) {
      self.form = form
    }

    public func set(_ field: ChangePasswordField, _ value: String) { form.values[field] = value }
    public func submit() {}
    public func done() { onEvent(.done) }
  }
#endif
