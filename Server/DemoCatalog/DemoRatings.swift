/// The demo restaurants' ratings, spread as a real city's are: most between 3.5 and 4.7, a few poor
/// places, and very few perfect scores, which only places with a handful of ratings reach. So the best
/// rated of thousands (what `nearby` lists first) range over 5.0, 4.9, 4.8 and 4.7, not twenty 5.0s.
/// Each distribution is a table of quantiles (a share of restaurants → the rating at it), read between
/// its points; points at x.x5 mark where the rating shown (one decimal) changes.
enum DemoRatings {
    /// Places rated by fewer people than this are rated by chance more than by quality.
    static let fewRatings = 8

    /// Places with a handful of ratings: anything from poor to, rarely, perfect.
    static let fewRatingsQuantiles: [(share: Double, rating: Double)] = [
        (0, 2.0), (0.1, 3.0), (0.35, 3.8), (0.7, 4.3), (0.9, 4.5), (0.993, 4.75), (0.995, 4.85), (0.996, 4.95), (1, 5.0),
    ]

    /// Places rated by many: the rating is their quality, mostly good, seldom excellent, never a perfect 5.0.
    static let manyRatingsQuantiles: [(share: Double, rating: Double)] = [
        (0, 3.5), (0.08, 3.8), (0.25, 4.1), (0.55, 4.35), (0.82, 4.5), (0.95, 4.6), (0.996, 4.75), (0.999, 4.85), (1, 4.94),
    ]

    /// Among places rated by many, the share of poor ones (between 2.2 and 3.4).
    static let poorShare = 0.06

    /// The rating of a place rated `count` times, to one decimal. Draws one number for few ratings and
    /// two otherwise, as the catalog always has, so the values drawn after the rating stay as they were.
    static func rating(count: Int, _ random: inout SeededRandomNumberGenerator) -> Double {
        let value: Double
        if count < fewRatings {
            value = quantile(random.unit(), in: fewRatingsQuantiles)
        } else if random.chance(poorShare) {
            value = 2.2 + 1.2 * random.unit()
        } else {
            value = quantile(random.unit(), in: manyRatingsQuantiles)
        }
        return max(1, min(5, (value * 10).rounded() / 10))
    }

    /// The rating at `share` of the way through a table of quantiles, linear between its points.
    static func quantile(_ share: Double, in table: [(share: Double, rating: Double)]) -> Double {
        for (lower, upper) in zip(table, table.dropFirst()) where share <= upper.share {
            let fraction = (share - lower.share) / (upper.share - lower.share)
            return lower.rating + fraction * (upper.rating - lower.rating)
        }
        return table[table.count - 1].rating
    }
}
