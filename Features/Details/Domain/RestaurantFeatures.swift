/// What a restaurant offers, where its source says so: its cuisines and whether it serves vegetarian
/// food, lets a wheelchair in, sells to take away, delivers and has seats outside. Each is nil (or
/// empty) when the source does not say, never taken for "no".
public struct RestaurantFeatures: Sendable, Equatable, Codable {
    /// As people read them: "Pizza", "Italian".
    public var cuisines: [String]
    public var servesVegetarianFood: Bool?
    public var wheelchairAccessibleEntrance: Bool?
    public var takeout: Bool?
    public var delivery: Bool?
    public var outdoorSeating: Bool?

    public init(
        cuisines: [String] = [], servesVegetarianFood: Bool? = nil, wheelchairAccessibleEntrance: Bool? = nil,
        takeout: Bool? = nil, delivery: Bool? = nil, outdoorSeating: Bool? = nil
    ) {
        self.cuisines = cuisines
        self.servesVegetarianFood = servesVegetarianFood
        self.wheelchairAccessibleEntrance = wheelchairAccessibleEntrance
        self.takeout = takeout
        self.delivery = delivery
        self.outdoorSeating = outdoorSeating
    }
}
