#if DEBUG
  import Observation

  /// A sign-up model for previews, snapshots and tests.
  @Observable @MainActor
  public final class SignUpComponentModelMock: SignUpComponentModelProtocol {
    public var onEvent: (SignUpEvent) -> Void = { _ in }
    public var form: FormState<SignUpField>

    public init(form: FormState<SignUpField> = FormState()) {
      self.form = form
    }

    public func set(_ field: SignUpField, _ value: String) { form.values[field] = value }
    public func submit() {}
    public func back() { onEvent(.back) }
  }
#endif
