import GRDB

/// Per-restaurant totals of Foodybite reviews, kept up to date by the reviews repository in the same
/// transaction as every review change, and read by the Places routes: a restaurant's rating merges its
/// catalog rating with its reviews (`RatingRule`).
package enum RatingsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("ratings v1: restaurantRating") { db in
            try db.create(table: "restaurantRating") { table in
                table.primaryKey("restaurantId", .text)
                table.column("reviewCount", .integer).notNull()
                table.column("starsTotal", .integer).notNull()
            }
        }
    }
}
