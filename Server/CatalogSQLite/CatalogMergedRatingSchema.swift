import CatalogDomain
import GRDB

/// Ratings as `RatingRule` adds them up: `effectiveRating`/`effectiveRatingsTotal` merge the catalog's
/// rating and count with the Foodybite reviews (kept so by the triggers on `restaurantRating`), and
/// `ratingScore`, a virtual column computed from them, is what `restaurant_by_prominence` orders by, so
/// that "best rated within a large radius" still reads from the top until enough lie within the circle.
/// The index also holds `effectiveRating`, which a minimum rating checks, and `businessStatus`, which
/// leaves out the restaurants closed for good.
package enum CatalogMergedRatingSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v6: ratings merged with Foodybite reviews, ranked by a confidence score") { db in
            let assignments = CatalogWriter.effectiveRatingAssignments
            try db.execute(sql: """
                DROP TRIGGER restaurantRating_after_insert;
                DROP TRIGGER restaurantRating_after_update;
                DROP TRIGGER restaurantRating_after_delete;
                CREATE TRIGGER restaurantRating_after_insert AFTER INSERT ON restaurantRating BEGIN
                    UPDATE restaurant SET \(assignments) WHERE placeId = new.restaurantId;
                END;
                CREATE TRIGGER restaurantRating_after_update AFTER UPDATE ON restaurantRating BEGIN
                    UPDATE restaurant SET \(assignments) WHERE placeId IN (old.restaurantId, new.restaurantId);
                END;
                CREATE TRIGGER restaurantRating_after_delete AFTER DELETE ON restaurantRating BEGIN
                    UPDATE restaurant SET \(assignments) WHERE placeId = old.restaurantId;
                END;
                UPDATE restaurant SET \(assignments) WHERE placeId IN (SELECT restaurantId FROM restaurantRating);
                ALTER TABLE restaurant ADD COLUMN ratingScore REAL
                    GENERATED ALWAYS AS \(RatingRule.scoreSQL(rating: "effectiveRating", count: "effectiveRatingsTotal")) VIRTUAL;
                DROP INDEX restaurant_by_prominence;
                CREATE INDEX restaurant_by_prominence
                    ON restaurant(ratingScore DESC, effectiveRatingsTotal DESC, latitude, longitude, priceLevel, effectiveRating, businessStatus);
                """)
        }
    }
}
