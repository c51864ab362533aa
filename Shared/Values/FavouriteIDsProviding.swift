/// The ids of the restaurants a person keeps as favourites, for lists to mark them (★).
public protocol FavouriteIDsProviding: Sendable {
    /// Empty when none are kept or they cannot be read: a mark is never worth failing a list for.
    func favouriteIDs() async -> Set<String>
}
