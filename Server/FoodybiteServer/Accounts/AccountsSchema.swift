import GRDB

/// Users, sessions and reviews.
enum AccountsSchema {
    static func registerMigrations(in migrator: inout DatabaseMigrator) {}
}
