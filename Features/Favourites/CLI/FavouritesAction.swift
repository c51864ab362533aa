import Foundation

public enum FavouritesAction: Sendable, Equatable {
    case add(restaurantID: String, note: String?)
    case list
    case remove(restaurantID: String)
    /// To this file, or stdout.
    case export(URL?)
    /// From this file, or stdin.
    case importing(URL?)
}
