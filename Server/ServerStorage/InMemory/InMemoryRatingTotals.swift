/// A restaurant's Foodybite review count and stars, as the `restaurantRating` table holds them.
package struct InMemoryRatingTotals: Sendable, Equatable {
    package var reviewCount = 0
    package var starsTotal = 0

    package init(reviewCount: Int = 0, starsTotal: Int = 0) {
        self.reviewCount = reviewCount
        self.starsTotal = starsTotal
    }

    package mutating func add(stars: Int) {
        reviewCount += 1
        starsTotal += stars
    }

    package mutating func replace(stars oldStars: Int, with newStars: Int) {
        starsTotal += newStars - oldStars
    }

    package mutating func remove(stars: Int) {
        reviewCount -= 1
        starsTotal -= stars
    }
}
