#if DEBUG
  import Observation

  /// A sign-in model for previews, snapshots and tests: set its form, read what was called.
  @Observable @MainActor
  public final class SignInComponentModelMock: SignInComponentModelProtocol {
    public var onEvent: (SignInEvent) -> Void = { _ in }
    public var form: FormState<SignInField>

    public init(form: FormState<SignInField> = FormState()) {
      self.form = form
    }

    public func set(_ field: SignInField, _ value: String) { form.values[field] = value }
    public func submit() {}
    public func createAccount() { onEvent(.createAccount) }
  }
#endif
