/// Whose reviews: the signed-in user's own, or every author's of one restaurant.
public enum ReviewsScope: Sendable, Equatable, Hashable {
    case mine
    case restaurant(id: String)
}
