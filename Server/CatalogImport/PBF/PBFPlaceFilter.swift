/// Which elements are places to eat: those whose `amenity` is one of `amenities`. Checked on the string
/// table's indexes, so an element that is not one costs no text.
struct PBFPlaceFilter: Sendable {
    let amenities: Set<String>

    /// The filter for one block's string table: the index of `amenity` and of each accepted value.
    func indexes(in strings: [String]) -> (key: Int64, values: Set<Int64>)? {
        guard let key = strings.firstIndex(of: "amenity") else { return nil }
        let values = Set(strings.indices.filter { amenities.contains(strings[$0]) }.map(Int64.init))
        return values.isEmpty ? nil : (Int64(key), values)
    }
}
