import GRDB

/// `restaurantOutline`: the outline of each restaurant drawn as a way (`CatalogOutline`, its nodes as
/// JSON), and `restaurantOutlineNode`, which outlines each node is in, for a diff that moves nodes.
package enum CatalogOutlineSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v9: restaurant outlines") { db in
            try db.execute(sql: """
                CREATE TABLE restaurantOutline (sourceKey TEXT PRIMARY KEY NOT NULL, nodes TEXT NOT NULL);
                CREATE TABLE restaurantOutlineNode (
                    nodeId INTEGER NOT NULL,
                    sourceKey TEXT NOT NULL,
                    PRIMARY KEY (nodeId, sourceKey)
                ) WITHOUT ROWID;
                CREATE INDEX restaurantOutlineNode_on_sourceKey ON restaurantOutlineNode(sourceKey);
                """)
        }
    }
}
