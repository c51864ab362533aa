import CatalogDomain
import ServerJSON

/// A place of the gazetteer as a Place (New): its name, its address (the name and the town it is in),
/// where it is, and Google's types for its kind. Its id names no restaurant: details of it are not found.
enum GazetteerPlaceJSON {
    static func place(_ entry: GazetteerEntry) -> JSONValue {
        let id = PlaceIdentifier.placeID(forSourceKey: "gazetteer:" + entry.key)
        return .object([
            ("name", .string("places/\(id)")),
            ("id", .string(id)),
            ("types", .array(types(of: entry.kind).map { .string($0) })),
            ("formattedAddress", .string(address(of: entry))),
            ("location", .object([
                (key: "latitude", value: .double(entry.location.latitude)),
                (key: "longitude", value: .double(entry.location.longitude)),
            ])),
            ("displayName", .object([(key: "text", value: .string(entry.name))])),
            ("primaryType", .string(types(of: entry.kind)[0])),
        ])
    }

    /// Its name and the town it is in: "Rua Augusta, Lisboa".
    static func address(of entry: GazetteerEntry) -> String {
        ([entry.name] + [entry.area].compactMap { $0 }).joined(separator: ", ")
    }

    static func types(of kind: GazetteerEntry.Kind) -> [String] {
        switch kind {
        case .city, .town, .village, .hamlet: ["locality", "political"]
        case .suburb, .quarter: ["sublocality", "political"]
        case .neighbourhood: ["neighborhood", "political"]
        case .street: ["route"]
        }
    }
}
