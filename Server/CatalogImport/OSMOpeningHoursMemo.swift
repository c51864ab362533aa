import CatalogDomain

/// `OSMOpeningHoursParser` results by `opening_hours` text, for one import: a city's restaurants share a
/// few hundred distinct values, so most are read once. Holds at most `capacity` texts (it starts over
/// when full), so a file of all-different values cannot grow it without bound.
struct OSMOpeningHoursMemo {
    let capacity: Int
    private var results: [String: OSMOpeningHoursParser.Result] = [:]

    init(capacity: Int = 4_096) {
        self.capacity = max(1, capacity)
    }

    var count: Int { results.count }

    mutating func result(for text: String) -> OSMOpeningHoursParser.Result {
        if let known = results[text] { return known }
        let result = OSMOpeningHoursParser.parse(text)
        if results.count >= capacity { results.removeAll(keepingCapacity: true) }
        results[text] = result
        return result
    }
}
