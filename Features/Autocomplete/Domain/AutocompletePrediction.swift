/// A restaurant whose name starts like what was typed.
public struct AutocompletePrediction: Sendable, Equatable {
    public let restaurantID: String
    /// The whole description ("Tasca do Zé, Rua ..., Lisboa").
    public let text: String
    /// The name alone, when the service splits it out.
    public let name: String?
    /// Where it is (what tells same-name branches apart), when the service splits it out.
    public let area: String?
    /// How far it is from where the search started, when the service says.
    public let distanceMeters: Int?
    /// Its rating, how many ratings, whether it is open now: when the service says (our server does;
    /// Google's autocomplete does not).
    public let rating: Double?
    public let ratingsCount: Int?
    public let isOpen: Bool?

    public init(
        restaurantID: String, text: String, name: String? = nil, area: String? = nil, distanceMeters: Int? = nil, rating: Double? = nil,
        ratingsCount: Int? = nil, isOpen: Bool? = nil
    ) {
        self.restaurantID = restaurantID
        self.text = text
        self.name = name
        self.area = area
        self.distanceMeters = distanceMeters
        self.rating = rating
        self.ratingsCount = ratingsCount
        self.isOpen = isOpen
    }
}
