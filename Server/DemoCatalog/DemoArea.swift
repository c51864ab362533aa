import CatalogDomain

/// A neighbourhood or town of the demo catalog's region: where a restaurant stands decides its branch
/// name, its street, its postcode and its town.
package struct DemoArea: Sendable, Equatable {
    package let name: String
    /// The town an address names ("Lisboa", "Almada").
    package let town: String
    /// The first four digits of its postcodes.
    package let postcode: Int
    /// A point near its middle: a place belongs to the area whose middle is nearest.
    package let middle: GeoPoint
    package let streets: [String]

    package init(_ name: String, town: String = "Lisboa", postcode: Int, _ latitude: Double, _ longitude: Double, streets: [String]) {
        self.name = name
        self.town = town
        self.postcode = postcode
        self.middle = GeoPoint(latitude: latitude, longitude: longitude)
        self.streets = streets
    }

    /// The area `point` belongs to among `areas` (the one with the nearest middle).
    package static func containing(_ point: GeoPoint, among areas: [DemoArea] = DemoAreas.lisbon) -> DemoArea {
        areas.min { $0.middle.distance(to: point) < $1.middle.distance(to: point) }!
    }
}
