import GRDB

/// Later changes to the `review` table, registered after every area's first migration so the
/// `restaurantRating` totals they rebuild exist.
package enum ReviewsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("reviews v2: one review per author and restaurant") { db in
            try db.execute(sql: """
                DELETE FROM review WHERE rowid IN (
                    SELECT rowid FROM (
                        SELECT rowid, ROW_NUMBER() OVER (PARTITION BY accountId, restaurantId ORDER BY createdAt DESC, rowid DESC) AS position
                        FROM review
                    ) WHERE position > 1
                );
                DELETE FROM restaurantRating;
                INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal)
                    SELECT restaurantId, COUNT(*), SUM(stars) FROM review GROUP BY restaurantId;
                CREATE UNIQUE INDEX review_on_accountId_restaurantId ON review (accountId, restaurantId);
                """)
        }
    }
}
