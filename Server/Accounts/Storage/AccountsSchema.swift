import GRDB

/// Users, sessions and reviews.
///
/// * `account`: one row per user (not `user`, a reserved word in PostgreSQL). `emailKey` is the email
///   folded for case-insensitive comparison (unique); `email` keeps what the user typed. The profile
///   image is the last column, so queries that leave it out never read its overflow pages.
/// * `session`: one row per login (device). Removing it (logout, password change, reuse of a refresh token,
///   account deletion) invalidates its access tokens at once. `refreshCount` counts rotations.
/// * `refreshToken`: every refresh token a session was issued, stored only as its SHA-256 hex digest.
///   `usedAt` is set when the token is rotated; presenting a used token again revokes the session.
/// * `review`: reviews by their author; `restaurantRating` (see `RatingsSchema`) holds their totals.
package enum AccountsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("accounts v1: account, session, refreshToken, review") { db in
            try db.create(table: "account") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("email", .text).notNull()
                table.column("emailKey", .text).notNull().unique()
                table.column("passwordHash", .text).notNull()
                table.column("createdAt", .datetime).notNull()
                table.column("profileImage", .blob)
            }
            try db.create(table: "session") { table in
                table.primaryKey("id", .text)
                table.column("accountId", .text).notNull().indexed().references("account", onDelete: .cascade)
                table.column("createdAt", .datetime).notNull()
                table.column("expiresAt", .datetime).notNull().indexed()
                table.column("refreshCount", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "refreshToken") { table in
                table.primaryKey("tokenHash", .text)
                table.column("sessionId", .text).notNull().indexed().references("session", onDelete: .cascade)
                table.column("createdAt", .datetime).notNull()
                table.column("expiresAt", .datetime).notNull()
                table.column("usedAt", .datetime)
            }
            try db.create(table: "review") { table in
                table.primaryKey("id", .text)
                table.column("accountId", .text).notNull().references("account", onDelete: .cascade)
                table.column("restaurantId", .text).notNull()
                table.column("text", .text).notNull()
                table.column("stars", .integer).notNull().check { (1...5).contains($0) }
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(index: "review_on_restaurantId_createdAt", on: "review", columns: ["restaurantId", "createdAt"])
            try db.create(index: "review_on_accountId_createdAt", on: "review", columns: ["accountId", "createdAt"])
        }
    }
}
