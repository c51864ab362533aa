import CatalogDomain
import Foundation
import ServerJSON

/// Turns an export's elements into records without judging them: every element becomes a record (or a
/// record that says why it has no position), so one bad element never stops the others.
enum OSMDocumentReader {
    static func record(_ element: ImportedJSONValue, format: OSMDocumentFormat) -> OSMRecord {
        switch format {
        case .geoJSON: geoJSONRecord(element)
        case .overpass: overpassRecord(element)
        // PBF and XML elements are read by `PBFRecords` and `OSMXMLRecords`; none ever comes as JSON.
        case .pbf, .osmXML: OSMRecord(osmID: nil, point: nil, tags: [:], missingPointReason: .malformed)
        }
    }

    // MARK: - GeoJSON

    private static func geoJSONRecord(_ feature: ImportedJSONValue) -> OSMRecord {
        guard case let .object(members) = feature else {
            return OSMRecord(osmID: nil, point: nil, tags: [:], missingPointReason: .malformed)
        }
        let properties = members["properties"] ?? .null
        let tags = self.tags(properties)
        let osmID = geoJSONID(feature: feature, properties: properties)
        guard let geometry = members["geometry"], case .object = geometry else {
            return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: .noCoordinates)
        }
        switch OSMExportGeometry.geoJSONPosition(geometry) {
        case let .success(point): return OSMRecord(osmID: osmID, point: point, tags: tags, missingPointReason: nil)
        case let .failure(skip): return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: skip.reason)
        }
    }

    /// `node/123` from the feature's `id`, or the `@id`/`id` property (overpass-turbo), or
    /// `osm_type` + `osm_id` (osm2pgsql, ogr2ogr).
    private static func geoJSONID(feature: ImportedJSONValue, properties: ImportedJSONValue) -> String? {
        for candidate in [feature["id"], properties["@id"], properties["id"]] {
            if let text = candidate?.string, let id = normalizedID(text) { return id }
        }
        if let type = properties["osm_type"]?.string, let id = properties["osm_id"].flatMap(text) {
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

    private static func overpassRecord(_ element: ImportedJSONValue) -> OSMRecord {
        guard case .object = element else {
            return OSMRecord(osmID: nil, point: nil, tags: [:], missingPointReason: .malformed)
        }
        let tags = self.tags(element["tags"] ?? .null)
        var osmID: String?
        if let type = element["type"]?.string, let id = element["id"].flatMap(text) {
            osmID = normalizedID("\(type)/\(id)")
        }
        let position = (element["lat"] != nil ? element : element["center"]) ?? .null
        if let latitude = position["lat"].flatMap(number), let longitude = position["lon"].flatMap(number) {
            return OSMRecord(osmID: osmID, point: GeoPoint(latitude: latitude, longitude: longitude), tags: tags, missingPointReason: nil)
        }
        if let point = OSMExportGeometry.overpassPosition(element) {
            return OSMRecord(osmID: osmID, point: point, tags: tags, missingPointReason: nil)
        }
        let isArea = ["way", "relation"].contains(element["type"]?.string ?? "")
        return OSMRecord(osmID: osmID, point: nil, tags: tags, missingPointReason: isArea ? .unsupportedGeometry : .noCoordinates)
    }

    // MARK: - Values

    /// An element's tags with a value, as text.
    static func tags(_ values: ImportedJSONValue) -> [String: String] {
        guard case let .object(members) = values else { return [:] }
        var tags: [String: String] = [:]
        tags.reserveCapacity(members.count)
        for (key, value) in members {
            if let text = text(value) {
                let trimmed = ImportedText.trimmed(text)
                if !trimmed.isEmpty { tags[key] = trimmed }
            }
        }
        return tags
    }

    /// Strings (cleaned, see `ImportedText`) and numbers as text; booleans, null, arrays and objects as
    /// nothing.
    private static func text(_ value: ImportedJSONValue) -> String? {
        switch value {
        case let .string(text): ImportedText.clean(text)
        case let .number(literal): numberText(literal)
        default: nil
        }
    }

    /// A number as people write it: `80`, `4.5`; whole numbers written with a fraction or an exponent
    /// (`80.0`, `8e1`) as `80`.
    private static func numberText(_ literal: String) -> String {
        if Int(literal) != nil { return literal }
        guard let value = Double(literal), value.isFinite else { return literal }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func number(_ value: ImportedJSONValue) -> Double? {
        switch value {
        case let .number(text), let .string(text): Double(text)
        default: nil
        }
    }
}
