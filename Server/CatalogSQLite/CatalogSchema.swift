import GRDB

/// The restaurant catalog with its spatial (R*Tree) and full-text (FTS5) indexes.
///
/// * `restaurant`: one row per restaurant; `id` is the R*Tree's id (the full-text index's row id holds it
///   in its low bits since catalog v5, `SearchRowKey`), `placeId` the public
///   id, `sourceKey` what identifies it in its source (re-imports update by it).
/// * `restaurantLocation`: an R*Tree of each restaurant's point (a degenerate box; 32-bit floats, so
///   only a pre-filter: the exact great-circle distance decides).
/// * `restaurantSearch`: FTS5 over name, vicinity and cuisines, folding case and accents
///   (`unicode61 remove_diacritics 2`), with prefix indexes for autocomplete. It indexes
///   `restaurant.searchText`, a JSON array of those three texts with the letters the tokenizer cannot
///   fold (ø, æ, ß …) spelt out (`SearchFolding`).
/// * Both indexes are kept in step with `restaurant` by triggers.
/// * `effectiveRating`/`effectiveRatingsTotal` (since catalog v6 merged as `RatingRule` says, and ranked
///   by `ratingScore`: `CatalogMergedRatingSchema`): what the routes answer — at v1 the Foodybite reviews' mean
///   and count from `restaurantRating` when there are any, else the catalog's own — kept in step by
///   triggers on `restaurantRating` (and computed on every catalog write), so that
///   `restaurant_by_prominence` (a covering index in rating order) can answer "best rated within a
///   large radius" by reading from the top until enough lie within the circle.
/// * `catalogImage` (bytes served as photos), `restaurantPhoto`, `restaurantReview` (catalog reviews),
///   `catalogState` (e.g. whether the demo catalog was seeded).
package enum CatalogSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v1: restaurants, R*Tree, FTS5, photos, reviews") { db in
            try db.execute(sql: """
                CREATE TABLE restaurant (
                    id INTEGER PRIMARY KEY,
                    placeId TEXT NOT NULL UNIQUE,
                    sourceKey TEXT NOT NULL UNIQUE,
                    source TEXT NOT NULL,
                    name TEXT NOT NULL,
                    latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
                    longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
                    formattedAddress TEXT,
                    vicinity TEXT,
                    phoneNumber TEXT,
                    internationalPhoneNumber TEXT,
                    cuisines TEXT NOT NULL DEFAULT '',
                    website TEXT,
                    url TEXT,
                    openingHours TEXT,
                    timeZone TEXT NOT NULL,
                    rating REAL CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
                    ratingsTotal INTEGER NOT NULL DEFAULT 0 CHECK (ratingsTotal >= 0),
                    priceLevel INTEGER CHECK (priceLevel IS NULL OR priceLevel BETWEEN 0 AND 4),
                    searchText TEXT NOT NULL DEFAULT '',
                    effectiveRating REAL,
                    effectiveRatingsTotal INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX restaurant_on_source ON restaurant(source);
                CREATE INDEX restaurant_by_prominence
                    ON restaurant(effectiveRating DESC, effectiveRatingsTotal DESC, latitude, longitude, priceLevel);

                CREATE TRIGGER restaurantRating_after_insert AFTER INSERT ON restaurantRating BEGIN
                    UPDATE restaurant
                        SET effectiveRating = CASE WHEN new.reviewCount > 0 THEN CAST(new.starsTotal AS REAL) / new.reviewCount ELSE rating END,
                            effectiveRatingsTotal = CASE WHEN new.reviewCount > 0 THEN new.reviewCount ELSE ratingsTotal END
                        WHERE placeId = new.restaurantId;
                END;
                CREATE TRIGGER restaurantRating_after_update AFTER UPDATE ON restaurantRating BEGIN
                    UPDATE restaurant SET effectiveRating = rating, effectiveRatingsTotal = ratingsTotal
                        WHERE placeId = old.restaurantId AND old.restaurantId IS NOT new.restaurantId;
                    UPDATE restaurant
                        SET effectiveRating = CASE WHEN new.reviewCount > 0 THEN CAST(new.starsTotal AS REAL) / new.reviewCount ELSE rating END,
                            effectiveRatingsTotal = CASE WHEN new.reviewCount > 0 THEN new.reviewCount ELSE ratingsTotal END
                        WHERE placeId = new.restaurantId;
                END;
                CREATE TRIGGER restaurantRating_after_delete AFTER DELETE ON restaurantRating BEGIN
                    UPDATE restaurant SET effectiveRating = rating, effectiveRatingsTotal = ratingsTotal WHERE placeId = old.restaurantId;
                END;

                CREATE VIRTUAL TABLE restaurantLocation USING rtree(id, minLatitude, maxLatitude, minLongitude, maxLongitude);

                CREATE VIRTUAL TABLE restaurantSearch USING fts5(
                    name, vicinity, cuisines,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '2 3'
                );

                CREATE TRIGGER restaurant_after_insert AFTER INSERT ON restaurant BEGIN
                    INSERT INTO restaurantLocation(id, minLatitude, maxLatitude, minLongitude, maxLongitude)
                        VALUES (new.id, new.latitude, new.latitude, new.longitude, new.longitude);
                    INSERT INTO restaurantSearch(rowid, name, vicinity, cuisines)
                        VALUES (new.id, json_extract(new.searchText, '$[0]'), json_extract(new.searchText, '$[1]'), json_extract(new.searchText, '$[2]'));
                END;
                CREATE TRIGGER restaurant_after_update_of_location AFTER UPDATE OF latitude, longitude ON restaurant BEGIN
                    UPDATE restaurantLocation
                        SET minLatitude = new.latitude, maxLatitude = new.latitude, minLongitude = new.longitude, maxLongitude = new.longitude
                        WHERE id = new.id;
                END;
                CREATE TRIGGER restaurant_after_update_of_text AFTER UPDATE OF searchText ON restaurant BEGIN
                    DELETE FROM restaurantSearch WHERE rowid = old.id;
                    INSERT INTO restaurantSearch(rowid, name, vicinity, cuisines)
                        VALUES (new.id, json_extract(new.searchText, '$[0]'), json_extract(new.searchText, '$[1]'), json_extract(new.searchText, '$[2]'));
                END;
                CREATE TRIGGER restaurant_after_delete AFTER DELETE ON restaurant BEGIN
                    DELETE FROM restaurantLocation WHERE id = old.id;
                    DELETE FROM restaurantSearch WHERE rowid = old.id;
                END;

                CREATE TABLE catalogImage (
                    name TEXT PRIMARY KEY,
                    contentType TEXT NOT NULL,
                    width INTEGER NOT NULL,
                    height INTEGER NOT NULL,
                    bytes BLOB NOT NULL
                );

                CREATE TABLE restaurantPhoto (
                    reference TEXT PRIMARY KEY,
                    restaurantId INTEGER NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    imageName TEXT NOT NULL REFERENCES catalogImage(name),
                    width INTEGER NOT NULL,
                    height INTEGER NOT NULL,
                    htmlAttributions TEXT NOT NULL DEFAULT '[]'
                );
                CREATE INDEX restaurantPhoto_on_restaurant ON restaurantPhoto(restaurantId, position);

                CREATE TABLE restaurantReview (
                    id INTEGER PRIMARY KEY,
                    restaurantId INTEGER NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    authorName TEXT NOT NULL,
                    authorUrl TEXT,
                    profilePhotoUrl TEXT,
                    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
                    text TEXT NOT NULL,
                    time INTEGER NOT NULL,
                    language TEXT
                );
                CREATE INDEX restaurantReview_on_restaurant ON restaurantReview(restaurantId, position);

                CREATE TABLE catalogState (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                );
                """)
        }
    }
}
