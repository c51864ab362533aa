/// A neighbourhood or town of the demo catalog's region: where a restaurant stands decides its branch
/// name, its street, its postcode and its town.
struct DemoArea: Sendable, Equatable {
    let name: String
    /// The town an address names ("Lisboa", "Almada").
    let town: String
    /// The first four digits of its postcodes.
    let postcode: Int
    /// A point near its middle: a place belongs to the area whose middle is nearest.
    let middle: GeoPoint
    let streets: [String]

    init(_ name: String, town: String = "Lisboa", postcode: Int, _ latitude: Double, _ longitude: Double, streets: [String]) {
        self.name = name
        self.town = town
        self.postcode = postcode
        self.middle = GeoPoint(latitude: latitude, longitude: longitude)
        self.streets = streets
    }

    /// The area `point` belongs to among `areas` (the one with the nearest middle).
    static func containing(_ point: GeoPoint, among areas: [DemoArea] = DemoAreas.lisbon) -> DemoArea {
        areas.min { $0.middle.distance(to: point) < $1.middle.distance(to: point) }!
    }
}
