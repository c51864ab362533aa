import CatalogDomain

/// The demo catalog's place names, for looking places up by name (`Gazetteer`): its towns, its
/// neighbourhoods at their middles, and each street where its restaurants stand (the mean of their
/// positions). Nothing away from Lisbon, where the demo's streets are made up.
package enum DemoGazetteer {
    package static func entries(for restaurants: [CatalogRestaurant], generator: DemoCatalogGenerator) -> [GazetteerEntry] {
        let areas = generator.areas.filter { !$0.name.isEmpty }
        guard !areas.isEmpty else { return [] }
        var entries = [GazetteerEntry(
            key: "demo:city:Lisboa", kind: .city, name: "Lisboa", otherNames: ["en": "Lisbon"], location: DemoCatalog.center
        )]
        for area in areas {
            let isTown = area.name == area.town
            entries.append(GazetteerEntry(
                key: "demo:area:\(area.name)", kind: isTown ? .town : .neighbourhood, name: area.name, location: area.middle,
                area: isTown ? nil : area.town
            ))
        }
        var positions: [String: (area: DemoArea, street: String, points: [GeoPoint])] = [:]
        for restaurant in restaurants {
            let area = DemoArea.containing(restaurant.location, among: areas)
            guard let vicinity = restaurant.vicinity, let street = area.streets.first(where: { vicinity.hasPrefix($0 + " ") }) else { continue }
            positions["\(street)@\(area.name)", default: (area, street, [])].points.append(restaurant.location)
        }
        for (key, found) in positions.sorted(by: { $0.key < $1.key }) {
            let latitude = found.points.map(\.latitude).reduce(0, +) / Double(found.points.count)
            let longitude = found.points.map(\.longitude).reduce(0, +) / Double(found.points.count)
            entries.append(GazetteerEntry(
                key: "demo:street:\(key)", kind: .street, name: found.street, location: GeoPoint(latitude: latitude, longitude: longitude),
                area: found.area.town
            ))
        }
        return entries
    }
}
