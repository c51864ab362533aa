import CatalogDomain
import FoodybiteServer
import Foundation

/// An Overpass-style export of generated restaurants, to time the importer on a file of the size a
/// large city's export has (the generated catalog stands in for real data). Written a batch at a time,
/// so a million restaurants never sit in memory.
enum SyntheticOSMExport {
    private static let hourPatterns = [
        "Mo-Fr 08:00-22:00; Sa,Su 10:00-23:00", "Mo-Th 12:00-15:00,17:30-22:00; Fr-Sa 12:00-15:00,17:30-23:00",
        "24/7", "Fr-Sa 18:00-02:00", "Mo-Su 12:00-24:00; PH off", "Tu-Su 12:00-15:00,19:00-23:00; Mo off", "",
    ]

    /// Writes the restaurants of `batches` to `file` as Overpass JSON; answers the file's size in bytes.
    @discardableResult
    static func write(_ batches: some Sequence<[CatalogRestaurant]>, to file: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var text = #"{"version": 0.6, "generator": "foodybite-benchmark", "elements": ["# + "\n"
        var index = 0
        var size = 0
        func flush() throws {
            let data = Data(text.utf8)
            try handle.write(contentsOf: data)
            size += data.count
            text.removeAll(keepingCapacity: true)
        }
        for batch in batches {
            for restaurant in batch {
                if index > 0 { text += ",\n" }
                text += element(restaurant, index: index)
                index += 1
            }
            try flush()
        }
        text += "\n]}\n"
        try flush()
        return size
    }

    private static func element(_ restaurant: CatalogRestaurant, index: Int) -> String {
        var tags = [("amenity", "restaurant"), ("name", restaurant.name), ("cuisine", restaurant.cuisines.joined(separator: ";"))]
        if let phone = restaurant.internationalPhoneNumber { tags.append(("phone", phone)) }
        if let website = restaurant.website { tags.append(("website", website)) }
        let hours = hourPatterns[index % hourPatterns.count]
        if !hours.isEmpty { tags.append(("opening_hours", hours)) }
        let tagText = tags.map { "\(quoted($0.0)): \(quoted($0.1))" }.joined(separator: ", ")
        return #"{"type": "node", "id": \#(index + 1), "lat": \#(restaurant.location.latitude), "lon": \#(restaurant.location.longitude), "tags": {\#(tagText)}}"#
    }

    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
