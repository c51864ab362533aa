import GRDB

/// `loginFailure`: failed logins per (email key, address) within the throttle's window, so that every
/// server process on the database counts them (see `LoginThrottle`). Registered after every area's
/// first migration.
package enum LoginFailureSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("accounts v3: login failures") { db in
            try db.execute(sql: """
                CREATE TABLE loginFailure (
                    emailKey TEXT NOT NULL,
                    address TEXT NOT NULL,
                    failedAt DATETIME NOT NULL
                );
                CREATE INDEX loginFailure_on_key ON loginFailure (emailKey, address, failedAt);
                CREATE INDEX loginFailure_on_failedAt ON loginFailure (failedAt);
                """)
        }
    }
}
