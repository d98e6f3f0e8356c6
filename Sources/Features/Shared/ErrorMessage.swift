import Foundation

/// The one-line message shown for an error from a service.
func message(for error: any Error) -> String {
  (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
}
