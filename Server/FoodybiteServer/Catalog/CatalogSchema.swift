import GRDB

/// The restaurant catalog with its spatial (R*Tree) and full-text (FTS5) indexes.
enum CatalogSchema {
    static func registerMigrations(in migrator: inout DatabaseMigrator) {}
}
