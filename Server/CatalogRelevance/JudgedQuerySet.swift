import CatalogDomain
import Foundation

/// Judged questions and the catalog they are asked of: cuisines in English and Portuguese, names, typos,
/// other scripts, places and filters. The tests hold every store to them; the benchmark reports their
/// scores.
public struct JudgedQuerySet: Sendable {
    public enum Source: String, Sendable, CaseIterable {
        /// `Judged/judged-catalog.json`, compiled in: an Overpass export of restaurants in Lisbon, Almaty
        /// and Athens with their neighbourhoods and towns, made for the questions.
        case judgedCatalog = "judged"
        /// OpenStreetMap's restaurants of Copenhagen as GeoJSON, from the shared folder beside the package.
        case copenhagen
        /// Liechtenstein's OpenStreetMap PBF extract, from the shared folder beside the package.
        case liechtenstein

        /// The file's name in the shared `osm` folder; nil for the compiled-in catalog.
        public var sharedFileName: String? {
            switch self {
            case .judgedCatalog: nil
            case .copenhagen: "copenhagen_restaurants.geojson"
            case .liechtenstein: "liechtenstein-latest.osm.pbf"
            }
        }

        fileprivate var queries: [UInt8] {
            switch self {
            case .judgedCatalog: PackageResources.judged_queries_json
            case .copenhagen: PackageResources.copenhagen_queries_json
            case .liechtenstein: PackageResources.liechtenstein_queries_json
            }
        }
    }

    /// The compiled-in catalog, as the importer reads it.
    public static var judgedCatalog: Data { Data(PackageResources.judged_catalog_json) }

    public let source: Source
    /// When the questions are asked (it decides what is open).
    public let now: Date
    public let centres: [String: GeoPoint]
    public let queries: [JudgedQuery]

    public static func load(_ source: Source = .judgedCatalog) throws -> JudgedQuerySet {
        let file = try JSONDecoder().decode(File.self, from: Data(source.queries))
        guard let now = ISO8601DateFormatter().date(from: file.now) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "'now' is not an ISO 8601 time: \(file.now)"))
        }
        let centres = file.centres.mapValues { GeoPoint(latitude: $0[0], longitude: $0[1]) }
        return JudgedQuerySet(source: source, now: now, centres: centres, queries: file.queries)
    }

    private struct File: Decodable {
        let now: String
        let centres: [String: [Double]]
        let queries: [JudgedQuery]
    }
}
