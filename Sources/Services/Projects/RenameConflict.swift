import Foundation

/// A rename refused because the project was renamed elsewhere (another instance) after the
/// user saw its name: ``current`` is what it is called now.
///
/// ```swift
/// do {
///   try await projects.rename(id, from: "Garden", to: "Plants")
/// } catch let conflict as RenameConflict {
///   print(conflict.current)  // "Yard", renamed in another window
/// }
/// ```
public struct RenameConflict: Error, Equatable, LocalizedError, Sendable {
  /// The project's name now.
  public let current: String

  public var errorDescription: String? {
    "Renamed elsewhere to “\(current)” while you typed"
  }
}
