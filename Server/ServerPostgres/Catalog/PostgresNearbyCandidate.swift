/// A restaurant a PostgreSQL nearby search read, with what ranks it.
struct PostgresNearbyCandidate {
    let rowID: Int64
    let placeID: String
    let distance: Double
    /// `RatingRule`'s score; nil when unrated.
    let score: Double?
    let ratingsTotal: Int
}
