/// How ratings add up, in Swift and in the SQL of every store, so that all answer alike.
///
/// * A restaurant's rating merges its catalog rating with the Foodybite reviews written for it, weighted
///   by their counts: (catalog rating × catalog count + stars of the reviews) ÷ (catalog count + reviews),
///   and its count is the total. One review moves a popular place a little; it never replaces it.
/// * "Best rated first" ranks by a confidence-weighted score, a Bayesian average that counts
///   `priorCount` ratings of `priorMean` beside a restaurant's own: (10 × 3.5 + rating × count) ÷ (10 +
///   count). So 5.0 from 3 ratings (3.85) ranks below 4.8 from 600 (4.78). Unrated restaurants have no
///   score and come after the rated ones.
public enum RatingRule {
    public static let priorCount = 10.0
    public static let priorMean = 3.5

    /// The merged rating and count; the catalog's own when no review was written.
    public static func merged(catalogRating: Double?, catalogCount: Int, reviewStars: Int, reviewCount: Int) -> (rating: Double?, count: Int) {
        guard reviewCount > 0 else { return (catalogRating, catalogCount) }
        let counted = catalogRating == nil ? 0 : catalogCount
        return (((catalogRating ?? 0) * Double(counted) + Double(reviewStars)) / Double(counted + reviewCount), counted + reviewCount)
    }

    /// The score "best rated first" ranks by; nil for an unrated restaurant.
    public static func score(rating: Double?, count: Int) -> Double? {
        rating.map { (priorCount * priorMean + $0 * Double(count)) / (priorCount + Double(count)) }
    }

    // MARK: - The same in SQL (SQLite and PostgreSQL alike)

    /// The merged rating of a restaurant row with catalog columns `rating` and `total`, given its
    /// reviews' `stars` and `reviews` (the reviews' values only where there are some).
    package static func mergedRatingSQL(rating: String, total: String, stars: String, reviews: String) -> String {
        let counted = countedSQL(rating: rating, total: total)
        return "((coalesce(\(rating), 0.0) * \(counted) + \(stars)) / (\(counted) + \(reviews)))"
    }

    package static func mergedCountSQL(rating: String, total: String, reviews: String) -> String {
        "(\(countedSQL(rating: rating, total: total)) + \(reviews))"
    }

    /// The score of merged `rating` and `count` columns: NULL without a rating.
    package static func scoreSQL(rating: String, count: String) -> String {
        "((\(priorCount * priorMean) + \(rating) * \(count)) / (\(priorCount) + \(count)))"
    }

    /// The names a store gives the columns the effective rating is made from.
    package struct Columns {
        package let rating, total, effectiveRating, effectiveTotal, placeID: String
        package let ratingsTable, ratingsPlaceID, stars, reviews: String

        package static let sqlite = Columns(
            rating: "rating", total: "ratingsTotal", effectiveRating: "effectiveRating", effectiveTotal: "effectiveRatingsTotal", placeID: "placeId",
            ratingsTable: "restaurantRating", ratingsPlaceID: "restaurantId", stars: "starsTotal", reviews: "reviewCount"
        )
        package static let postgres = Columns(
            rating: "rating", total: "ratings_total", effectiveRating: "effective_rating", effectiveTotal: "effective_ratings_total",
            placeID: "place_id", ratingsTable: "restaurant_rating", ratingsPlaceID: "restaurant_id", stars: "stars_total", reviews: "review_count"
        )
    }

    /// Sets restaurant rows' effective ratings: their catalog ratings merged with their Foodybite
    /// reviews', or their catalog ratings alone without reviews (the SET list of an UPDATE of the table).
    package static func effectiveRatingAssignmentsSQL(_ c: Columns) -> String {
        let ofThisRestaurant = "FROM \(c.ratingsTable) WHERE \(c.ratingsPlaceID) = \(c.placeID) AND \(c.reviews) > 0"
        return """
            \(c.effectiveRating) = coalesce(
                (SELECT \(mergedRatingSQL(rating: c.rating, total: c.total, stars: c.stars, reviews: c.reviews)) \(ofThisRestaurant)), \(c.rating)),
            \(c.effectiveTotal) = coalesce(
                (SELECT \(mergedCountSQL(rating: c.rating, total: c.total, reviews: c.reviews)) \(ofThisRestaurant)), \(c.total))
            """
    }

    /// The catalog's count of ratings, which counts only with a catalog rating.
    private static func countedSQL(rating: String, total: String) -> String {
        "(CASE WHEN \(rating) IS NULL THEN 0 ELSE \(total) END)"
    }
}
