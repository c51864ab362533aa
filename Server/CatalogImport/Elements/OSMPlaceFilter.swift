/// Which elements are places to eat: those whose `amenity` is one of `amenities`. Checked on the string
/// table's indexes, so an element that is not one costs no text.
struct OSMPlaceFilter: Sendable {
    let amenities: Set<String>

    func accepts(_ tags: [String: String]) -> Bool {
        tags["amenity"].map(amenities.contains) ?? false
    }

    /// The filter for one PBF block's string table: the index of `amenity` and of each accepted value.
    func indexes(in strings: [String]) -> (key: Int64, values: Set<Int64>)? {
        guard let key = strings.firstIndex(of: "amenity") else { return nil }
        let values = Set(strings.indices.filter { amenities.contains(strings[$0]) }.map(Int64.init))
        return values.isEmpty ? nil : (Int64(key), values)
    }
}
