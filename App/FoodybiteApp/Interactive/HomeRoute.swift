/// Every place the interactive flow can go, as the original app's screens flow: home (the nearby
/// list) → restaurant details → add a review, plus search, preferences and account from the menu.
public enum HomeRoute: Sendable, Equatable {
    case nearby
    case search
    case favourites
    case preferences
    case account
    case restaurantDetails(String)
    case addReview(String)
    case quit
}
