import CatalogDomain
import Foundation
import GRDB
import ServerStorage

/// The catalog in the server's SQLite database: nearby search through the R*Tree (never a table
/// scan) with the exact great-circle distance applied after the box. A search by rating whose box
/// holds many restaurants reads the prominence index in rating order instead, and stops once
/// enough of them lie in the circle; a search by distance reads growing circles around the centre
/// until one holds enough (the R*Tree has no nearest-neighbour search). An autocomplete, or a search
/// with a keyword, asks the FTS5 index for its matches within the circles (its rows are keyed by place,
/// `SearchRowKey`).
public struct SQLiteRestaurantCatalog: RestaurantCatalog {
    /// Every read is one snapshot, on the calling thread when it can be (`CallingThreadReaders`).
    package let readers: CallingThreadReaders
    /// How many entries of the rating order a search by rating reads first, hoping its best rated are
    /// among them (a large circle's are); how many lie in its box tells whether reading on pays. 0 skips it.
    package let ratingOrderTrialRows: Int
    /// From how many restaurants in its box a search by rating reads the catalog in rating order.
    package let denseBoxThreshold: Int
    /// Below how many full-text matches a search with a keyword reads every match instead of the area.
    package let rareKeywordThreshold: Int
    /// How many rows a search by distance with a keyword reads in growing circles before it turns to the
    /// plans above (16 times as many while the circles let a good share through), and how many matches
    /// of cut words may lack the whole words or fail the filters (`nearestMatches`); how many full-text
    /// matches near its circle a search with a keyword lists before it walks the rating order checking
    /// each row's words instead.
    package let nearestRowBudget: Int
    /// From how many full-text matches near its circle a search by rating with a keyword first reads the
    /// rating order in the circle's box, keeping the entries among the matches, rather than looking every
    /// match up.
    package let keywordRatingWalkThreshold: Int
    /// How many matches of cut words an autocomplete may find lacking the whole words before it sorts
    /// every match of the exact words instead (`nearestMatches`).
    package let autocompleteCheckBudget: Int
    /// Shared by every copy of this catalog value.
    let wordCache = SearchWordCache()

    /// The thresholds choose between equivalent plans (tests force each one); the defaults suit
    /// catalogs from a few thousand to a few hundred thousand restaurants.
    public init(
        reader: any DatabaseReader, ratingOrderTrialRows: Int = 400, denseBoxThreshold: Int = 1_000, rareKeywordThreshold: Int = 5_000,
        nearestRowBudget: Int = 4_000, keywordRatingWalkThreshold: Int = 500, autocompleteCheckBudget: Int = 200
    ) {
        readers = CallingThreadReaders(sharing: reader)
        self.ratingOrderTrialRows = ratingOrderTrialRows
        self.denseBoxThreshold = denseBoxThreshold
        self.rareKeywordThreshold = rareKeywordThreshold
        self.nearestRowBudget = nearestRowBudget
        self.keywordRatingWalkThreshold = keywordRatingWalkThreshold
        self.autocompleteCheckBudget = autocompleteCheckBudget
    }

    public init(
        database: ServerDatabase, ratingOrderTrialRows: Int = 400, denseBoxThreshold: Int = 1_000, rareKeywordThreshold: Int = 5_000,
        nearestRowBudget: Int = 4_000, keywordRatingWalkThreshold: Int = 500, autocompleteCheckBudget: Int = 200
    ) {
        self.init(
            reader: database.pool, ratingOrderTrialRows: ratingOrderTrialRows, denseBoxThreshold: denseBoxThreshold, rareKeywordThreshold: rareKeywordThreshold,
            nearestRowBudget: nearestRowBudget, keywordRatingWalkThreshold: keywordRatingWalkThreshold, autocompleteCheckBudget: autocompleteCheckBudget
        )
    }

    public func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        try await readers.read { db in try nearbyRows(query, now: now, in: db).map(\.hit) }
    }

    /// `nearbyRows` with this catalog's thresholds and the keyword's completions the words kept know;
    /// none when they show that nothing has the keyword.
    func nearbyRows(_ query: NearbyQuery, now: Date, in db: Database) throws -> [(rowID: Int64, hit: NearbyHit)] {
        guard let completions = try query.keyword.map({ try wordCompletions($0, in: db) }) ?? [:] else { return [] }
        return try Self.nearbyRows(
            query, completions: completions, now: now, ratingOrderTrialRows: ratingOrderTrialRows, denseBoxThreshold: denseBoxThreshold,
            rareKeywordThreshold: rareKeywordThreshold, nearestRowBudget: nearestRowBudget, keywordRatingWalkThreshold: keywordRatingWalkThreshold, in: db
        )
    }

    public func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        try await readers.read { db in try Self.restaurants(placeIDs: placeIDs, includingReviews: includingReviews, in: db) }
    }

    public func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        try await readers.read { db in
            guard let completions = try wordCompletions(query.input, in: db) else { return [] }
            return try Self.autocomplete(query, completions: completions, failedCheckBudget: autocompleteCheckBudget, in: db)
        }
    }

    public func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        try await readers.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT i.name, i.contentType, i.width, i.height, i.bytes
                FROM restaurantPhoto AS p JOIN catalogImage AS i ON i.name = p.imageName
                WHERE p.reference = ?
                """, arguments: [reference])
            return row.map { row in
                CatalogImage(name: row["name"], contentType: row["contentType"], width: row["width"], height: row["height"], bytes: row["bytes"])
            }
        }
    }

    // MARK: - Ratings

    /// The Foodybite reviews' mean and count when there are any, else the catalog's values (kept in
    /// step with `restaurantRating` by the schema's triggers).
    /// What a nearby search ranks by (`RatingRule`): the score, then the count of ratings.
    package static let rankingColumns = "r.ratingScore AS ratingScore, r.effectiveRatingsTotal AS effectiveRatingsTotal"
}
