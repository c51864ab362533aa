/// What a place says of itself as Google's Places API (New) reports it; nil when it does not say (or
/// when the search did not ask).
public struct PlaceAmenities: Sendable, Equatable {
    public let servesVegetarianFood: Bool?
    public let wheelchairAccessibleEntrance: Bool?
    public let takeout: Bool?
    public let delivery: Bool?
    public let outdoorSeating: Bool?

    public init(
        servesVegetarianFood: Bool? = nil, wheelchairAccessibleEntrance: Bool? = nil, takeout: Bool? = nil, delivery: Bool? = nil,
        outdoorSeating: Bool? = nil
    ) {
        self.servesVegetarianFood = servesVegetarianFood
        self.wheelchairAccessibleEntrance = wheelchairAccessibleEntrance
        self.takeout = takeout
        self.delivery = delivery
        self.outdoorSeating = outdoorSeating
    }
}
