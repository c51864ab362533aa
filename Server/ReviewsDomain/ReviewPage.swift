/// One page of a list of reviews, newest first, and where the next page starts (nil on the last page).
package struct ReviewPage: Sendable, Equatable {
    package let reviews: [Review]
    package let next: ReviewCursor?

    package init(reviews: [Review], next: ReviewCursor?) {
        self.reviews = reviews
        self.next = next
    }

    /// The most reviews a page holds.
    package static let maximumSize = 100
}
