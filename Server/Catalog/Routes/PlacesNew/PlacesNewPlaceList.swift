import CatalogDomain
import ServerJSON

/// The places of a search's answer, in order, ready to be written as its `places`: search results
/// written straight with the members the mask selects, or places as JSON cut to the mask.
enum PlacesNewPlaceList {
    case searchResults([CatalogSearchResult], selected: Set<String>, json: PlaceNewJSON)
    case values([(json: JSONValue, source: CatalogSource)], mask: PlacesNewFieldMask)

    var sources: [CatalogSource] {
        switch self {
        case let .searchResults(results, _, _): results.map(\.source)
        case let .values(values, _): values.map(\.source)
        }
    }

    var count: Int {
        switch self {
        case let .searchResults(results, _, _): results.count
        case let .values(values, _): values.count
        }
    }

    var isEmpty: Bool {
        count == 0
    }

    /// `{"places": [...]}` as the mask cuts it, then `extensions`, written straight to bytes.
    func answer(extensions: [(key: String, value: JSONValue)]) -> [UInt8] {
        // A place takes about 450 bytes; longer names and photo references more.
        var writer = JSONWriter(capacity: 1_024 + 768 * count)
        writer.object { output in
            switch self {
            case let .searchResults(results, selected, json):
                output.member("places") { output in
                    output.array { output in
                        for result in results { json.writePlace(result, selected: selected, to: &output) }
                    }
                }
            case let .values(values, mask):
                guard case let .object(members) = mask.apply(to: .object([(key: "places", value: .array(values.map(\.json)))])) else { break }
                for member in members { output.member(member.key) { $0.value(member.value) } }
            }
            for member in extensions { output.member(member.key) { $0.value(member.value) } }
        }
        return writer.bytes
    }
}
