import Foundation
import GRDB

extension SQLiteAuthService {
  public func rememberSession(forOSUser osUser: String) async throws -> SignInToken {
    let userID = try await context.userID()
    let token = SignInToken.make()
    let now = context.now()
    try await context.write { db in
      try db.execute(
        sql: "INSERT INTO sessions (token_hash, user_id, os_user, created_at) VALUES (?, ?, ?, ?)",
        arguments: [token.digest, userID, osUser, now])
    }
    return token
  }
}
