/// One page of a list of reviews, and where the next page starts when the server has more (an opaque
/// token it gave; nil on the last page, and from servers that do not page).
public struct ReviewsPage: Sendable, Equatable {
    public let reviews: [Review]
    public let nextPage: String?

    public init(reviews: [Review], nextPage: String? = nil) {
        self.reviews = reviews
        self.nextPage = nextPage
    }
}
