/// One page of a list of reviews, newest first, and where the next page starts (nil on the last page).
struct ReviewPage: Sendable, Equatable {
    let reviews: [Review]
    let next: ReviewCursor?

    /// The most reviews a page holds.
    static let maximumSize = 100
}
