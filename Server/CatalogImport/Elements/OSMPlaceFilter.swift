/// Which elements an import reads: places to eat (those whose `amenity` is one of `amenities`) and the
/// named places and streets kept for the gazetteer (`OSMGazetteerCollector.namesAPlace`). Checked on a
/// PBF block's string table indexes first, so an element that is neither costs no text.
struct OSMPlaceFilter: Sendable {
    let amenities: Set<String>

    func accepts(_ tags: [String: String]) -> Bool {
        isPlaceToEat(tags) || OSMGazetteerCollector.namesAPlace(tags, amenities: amenities)
    }

    func isPlaceToEat(_ tags: [String: String]) -> Bool {
        tags["amenity"].map(amenities.contains) ?? false
    }

    /// The filter for one PBF block's string table; nil when no element of the block can pass.
    func indexes(in strings: [String]) -> BlockIndexes? {
        var indexes = BlockIndexes(filter: self)
        for (index, string) in strings.enumerated() {
            let index = Int64(index)
            switch string {
            case "amenity": indexes.amenity = index
            case "place": indexes.place = index
            case "highway": indexes.highway = index
            case "name": indexes.name = index
            default: break
            }
            if amenities.contains(string) { indexes.amenityValues.insert(index) }
            if OSMGazetteerCollector.placeKinds[string] != nil { indexes.placeValues.insert(index) }
        }
        let mayHoldPlacesToEat = indexes.amenity != nil && !indexes.amenityValues.isEmpty
        return mayHoldPlacesToEat || indexes.name != nil ? indexes : nil
    }

    /// The string table indexes of the keys and values the filter looks for.
    struct BlockIndexes {
        let filter: OSMPlaceFilter
        var amenity: Int64?, place: Int64?, highway: Int64?, name: Int64?
        var amenityValues = Set<Int64>(), placeValues = Set<Int64>()

        /// Whether an element with these tags (string indexes, pairwise) may pass: the tags themselves
        /// decide (`OSMPlaceFilter.accepts`).
        func mayAccept(keys: [Int64], values: [Int64]) -> Bool {
            var named = false, placeOrStreet = false
            for (key, value) in zip(keys, values) {
                switch key {
                case amenity: if amenityValues.contains(value) { return true }
                case name: named = true
                case place: placeOrStreet = placeOrStreet || placeValues.contains(value)
                case highway: placeOrStreet = true
                default: break
                }
            }
            return named && placeOrStreet
        }
    }
}
