import GRDB

/// What a used refresh token keeps so that a retry of its trade can be answered again (see
/// `SQLiteSessionRepository.rotate`): its successor's hash, the salt the successor was derived with
/// (`RefreshToken.successor`; cleared once the successor is used in turn) and the second the new pair
/// was issued at. Registered after every area's first migration.
package enum RefreshTokenRetrySchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("sessions v2: refresh token successors") { db in
            try db.alter(table: "refreshToken") { table in
                table.add(column: "successorHash", .text)
                table.add(column: "successorSalt", .text)
                table.add(column: "successorIssuedAt", .integer)
            }
        }
    }
}
