/// A coordinator at the root of an app that switches between whole flows — for example
/// signed out ↔ signed in — and discards the old flow (its coordinators and models are
/// released) when it switches.
///
/// Keep each variant's coordinator inside the variant value, so replacing the value is
/// what releases the old flow:
///
/// ```swift
/// enum AppVariant {
///   case signedOut(NotesCoordinator)
///   case signedIn(MainTabs)
/// }
/// ```
@MainActor
public protocol VariantCoordinator: Coordinator {
  /// The flows this coordinator switches between.
  associatedtype Variant

  /// The flow shown now.
  var variant: Variant { get set }
}

extension VariantCoordinator {
  /// Switches to `variant`, dropping the current flow and any modal over it.
  public func switchTo(_ variant: Variant) {
    (self as? any ModalPresenter)?.discardModals()
    self.variant = variant
  }
}
