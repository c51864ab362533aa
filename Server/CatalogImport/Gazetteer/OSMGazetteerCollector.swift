import CatalogDomain

/// Gathers an import's place names (`GazetteerEntry`): named `place=*` elements of the kinds people
/// say where they are with, named highways, and the `addr:street` of the places to eat imported. A
/// street is kept once per name and square of `GazetteerEntry.streetCellDegrees`, at the mean of the
/// points seen there.
struct OSMGazetteerCollector: Sendable {
    private var places: [String: GazetteerEntry] = [:]
    private var streets: [String: StreetPoints] = [:]

    /// The `place` values kept: towns and their parts, not countries, regions, islands or farms.
    static let placeKinds: [String: GazetteerEntry.Kind] = Dictionary(
        uniqueKeysWithValues: GazetteerEntry.Kind.allCases.filter { $0 != .street }.map { ($0.rawValue, $0) }
    )

    /// The `highway` values of streets people say where they are with: roads, not paths, stops or crossings.
    static let streetKinds: Set<String> = [
        "motorway", "trunk", "primary", "secondary", "tertiary", "unclassified", "residential", "living_street", "pedestrian", "service", "road",
    ]

    /// Whether the tags name a place or a street rather than a place to eat.
    static func namesAPlace(_ tags: [String: String], amenities: Set<String>) -> Bool {
        if let amenity = tags["amenity"], amenities.contains(amenity) { return false }
        guard let name = tags["name"], !name.isEmpty else { return false }
        return tags["place"].flatMap { placeKinds[$0] } != nil || tags["highway"].map(streetKinds.contains) == true
    }

    var placeCount: Int { places.count }
    var streetCount: Int { streets.count }

    var entries: [GazetteerEntry] {
        places.values.sorted { $0.key < $1.key } + streets.keys.sorted().compactMap { key in streets[key]?.entry(key: key) }
    }

    /// Keeps a record that `namesAPlace`; one without a usable position is left out.
    mutating func add(_ record: OSMRecord) {
        guard let name = record.tags["name"], let point = record.point, point.isValid else { return }
        if let kind = record.tags["place"].flatMap({ Self.placeKinds[$0] }) {
            let key = "osm:" + (record.osmID ?? "\(name)@\(point.latitude),\(point.longitude)")
            places[key] = GazetteerEntry(
                key: key, kind: kind, name: name, otherNames: OSMPlaceFactsReader.otherNames(record.tags), location: point
            )
        } else if record.osmID?.hasPrefix("node/") != true {
            // A street is a way; a node tagged as a road is no street to say where one is.
            addStreet(name, at: point, area: nil)
        }
    }

    /// Keeps the street of a place to eat's address (`addr:street`, in the town of `addr:city`).
    mutating func addAddress(of tags: [String: String], at point: GeoPoint) {
        guard let street = tags["addr:street"], !street.isEmpty else { return }
        addStreet(street, at: point, area: tags["addr:city"])
    }

    private mutating func addStreet(_ name: String, at point: GeoPoint, area: String?) {
        let folded = SearchFolding.words(in: name).joined(separator: " ")
        guard !folded.isEmpty else { return }
        let cell = GazetteerEntry.streetCellDegrees
        let key = "street:\(folded)@\(Int((point.latitude / cell).rounded(.down))),\(Int((point.longitude / cell).rounded(.down)))"
        streets[key, default: StreetPoints(name: name)].add(point, area: area)
    }
}

/// The points where one street was seen within one square.
private struct StreetPoints: Sendable {
    let name: String
    var area: String?
    var latitudes = 0.0, longitudes = 0.0, count = 0

    init(name: String) {
        self.name = name
    }

    mutating func add(_ point: GeoPoint, area: String?) {
        latitudes += point.latitude
        longitudes += point.longitude
        count += 1
        if self.area == nil, let area, !area.isEmpty { self.area = area }
    }

    func entry(key: String) -> GazetteerEntry {
        GazetteerEntry(
            key: key, kind: .street, name: name,
            location: GeoPoint(latitude: latitudes / Double(count), longitude: longitudes / Double(count)), area: area
        )
    }
}
