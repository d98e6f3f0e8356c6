import Foundation
import Services

extension AppContainer {
  /// Ends the container before the process exits: stops the listener and closes the
  /// database, which copies every write from the `-wal` file into the main file (see
  /// ``Services/AppDatabase/close()``). Returns the problem as a one-line message when the
  /// copy could not be made (the writes are still safe in the `-wal` file), else `nil`.
  @discardableResult
  public func close() -> String? {
    stop()
    do {
      try database.close()
      logger.info("closed the database")
      return nil
    } catch {
      let message = Self.message(for: error)
      logger.error("closing the database failed", metadata: ["error": "\(message)"])
      return message
    }
  }
}
