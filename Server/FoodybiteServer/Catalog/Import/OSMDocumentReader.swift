import Foundation

/// Reads an export into records without judging them: every element becomes a record (or a record
/// that says why it has no position), so one bad element never stops the others.
enum OSMDocumentReader {
    static func read(_ data: Data) throws(OSMImportError) -> (format: OSMDocumentFormat, records: [OSMRecord]) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON(reason: Self.describe(error))
        }
        guard let document = object as? [String: Any] else {
            throw .unsupportedDocument(reason: "the top level is not a JSON object")
        }
        if let features = document["features"] {
            guard let features = features as? [Any] else { throw .unsupportedDocument(reason: "`features` is not an array") }
            return (.geoJSON, features.map(geoJSONRecord))
        }
        if let elements = document["elements"] {
            guard let elements = elements as? [Any] else { throw .unsupportedDocument(reason: "`elements` is not an array") }
            return (.overpass, elements.map(overpassRecord))
        }
        throw .unsupportedDocument(reason: "it has neither `features` nor `elements`")
    }

    // MARK: - GeoJSON

    private static func geoJSONRecord(_ value: Any) -> OSMRecord {
        guard let feature = value as? [String: Any] else {
            return OSMRecord(osmID: nil, point: nil, tags: [:], missingPointReason: .malformed)
        }
        let properties = feature["properties"] as? [String: Any] ?? [:]
        let tags = self.tags(properties)
        let osmID = geoJSONID(feature: feature, properties: properties)
        guard let geometry = feature["geometry"] as? [String: Any] else {
            return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: .noCoordinates)
        }
        guard geometry["type"] as? String == "Point" else {
            return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: .unsupportedGeometry)
        }
        guard let coordinates = geometry["coordinates"] as? [Any], coordinates.count >= 2,
              let longitude = number(coordinates[0]), let latitude = number(coordinates[1])
        else {
            return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: .noCoordinates)
        }
        return OSMRecord(osmID: osmID, point: GeoPoint(latitude: latitude, longitude: longitude), tags: tags, missingPointReason: nil)
    }

    /// `node/123` from the feature's `id`, or the `@id`/`id` property (overpass-turbo), or
    /// `osm_type` + `osm_id` (osm2pgsql, ogr2ogr).
    private static func geoJSONID(feature: [String: Any], properties: [String: Any]) -> String? {
        for candidate in [feature["id"], properties["@id"], properties["id"]] {
            if let text = candidate as? String, let id = normalizedID(text) { return id }
        }
        if let type = properties["osm_type"] as? String, let id = properties["osm_id"].flatMap(text) {
            return normalizedID("\(type)/\(id)")
        }
        return nil
    }

    private static func normalizedID(_ text: String) -> String? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, ["node", "way", "relation"].contains(parts[0]), Int(parts[1]) != nil else { return nil }
        return "\(parts[0])/\(parts[1])"
    }

    // MARK: - Overpass

    private static func overpassRecord(_ value: Any) -> OSMRecord {
        guard let element = value as? [String: Any] else {
            return OSMRecord(osmID: nil, point: nil, tags: [:], missingPointReason: .malformed)
        }
        let tags = self.tags(element["tags"] as? [String: Any] ?? [:])
        var osmID: String?
        if let type = element["type"] as? String, let id = element["id"].flatMap(text) {
            osmID = normalizedID("\(type)/\(id)")
        }
        let position = (element["lat"] != nil ? element : element["center"] as? [String: Any]) ?? [:]
        guard let latitude = position["lat"].flatMap(number), let longitude = position["lon"].flatMap(number) else {
            let isArea = ["way", "relation"].contains(element["type"] as? String ?? "")
            return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: isArea ? .unsupportedGeometry : .noCoordinates)
        }
        return OSMRecord(osmID: osmID, point: GeoPoint(latitude: latitude, longitude: longitude), tags: tags, missingPointReason: nil)
    }

    // MARK: - Values

    private static func tags(_ values: [String: Any]) -> [String: String] {
        var tags: [String: String] = [:]
        for (key, value) in values {
            if let text = text(value) {
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { tags[key] = trimmed }
            }
        }
        return tags
    }

    /// Strings (cleaned, see `ImportedText`) and numbers as text; booleans, null, arrays and objects as
    /// nothing.
    private static func text(_ value: Any) -> String? {
        switch value {
        case let text as String: return ImportedText.clean(text)
        case let number as NSNumber:
            if isBoolean(number) { return nil }
            return number.stringValue
        default: return nil
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber where !isBoolean(number): return number.doubleValue
        case let text as String: return Double(text)
        default: return nil
        }
    }

    /// JSON's true and false come out of JSONSerialization as NSNumbers of type `char`, which JSON
    /// numbers never are.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func describe(_ error: Error) -> String {
        let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return message ?? "unreadable JSON"
    }
}
