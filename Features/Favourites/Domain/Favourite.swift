import Foundation
import Shared

/// A restaurant a person keeps: what they noted, when, and what the restaurant was then (enough to list
/// and place it with the server out of reach).
public struct Favourite: Sendable, Equatable {
    public let restaurantID: String
    public let name: String
    public let location: Coordinates
    /// As people read them ("Pizza"); empty when the source names none.
    public let cuisines: [String]
    public let note: String?
    public let addedAt: Date

    public init(restaurantID: String, name: String, location: Coordinates, cuisines: [String] = [], note: String? = nil, addedAt: Date) {
        self.restaurantID = restaurantID
        self.name = name
        self.location = location
        self.cuisines = cuisines
        self.note = note
        self.addedAt = addedAt
    }
}
