import GRDB

/// `writeAllowance`: each admitted write per allowance key with the moment it stops counting, so that
/// every server process on the database counts them (see `WriteRateLimiter`).
package enum WriteAllowanceSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("write limits v1: admitted writes") { db in
            try db.execute(sql: """
                CREATE TABLE writeAllowance (
                    key TEXT NOT NULL,
                    expiresAt DATETIME NOT NULL
                );
                CREATE INDEX writeAllowance_on_key ON writeAllowance (key, expiresAt);
                CREATE INDEX writeAllowance_on_expiresAt ON writeAllowance (expiresAt);
                """)
        }
    }
}
