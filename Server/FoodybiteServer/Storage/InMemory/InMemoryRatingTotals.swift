/// A restaurant's Foodybite review count and stars, as the `restaurantRating` table holds them.
struct InMemoryRatingTotals: Sendable, Equatable {
    var reviewCount = 0
    var starsTotal = 0

    mutating func add(stars: Int) {
        reviewCount += 1
        starsTotal += stars
    }

    mutating func replace(stars oldStars: Int, with newStars: Int) {
        starsTotal += newStars - oldStars
    }

    mutating func remove(stars: Int) {
        reviewCount -= 1
        starsTotal -= stars
    }
}
