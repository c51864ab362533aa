import CatalogDomain
import FoodybiteServer
import Foundation
import GRDB
import ServerStorage

/// The catalog's questions asked directly of the same SQLite file, one prepared statement each, as
/// someone writing the SQL by hand would: the R*Tree or the rating index for the area (FTS5 for a
/// keyword), the great-circle distance as a SQL function (the catalog's own formula, so that distances
/// and hence orders agree), ORDER BY and LIMIT; nearest first in boxes grown until their circle holds
/// enough. Answers place ids in result order.
final class RawSQLBaseline {
    /// How a search by rating reads the area: the R*Tree's box, or the rating-ordered index from the
    /// top (which wins when the circle holds many restaurants).
    enum RatingPlan: String, CaseIterable {
        case rtree = "R*Tree"
        case ratingIndex = "rating index"
    }

    /// The full-text index's row ids carry the restaurant's id in their low 27 bits.
    private static let restaurantIDOfSearchRow = "s.rowid & 134217727"

    private let queue: DatabaseQueue

    init(file: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in
            // Read the file as the server does, so that the comparison is of the queries alone.
            try db.execute(sql: "PRAGMA mmap_size = \(ServerDatabase.memoryMapSize)")
            db.add(function: DatabaseFunction("distance", argumentCount: 4, pure: true) { values in
                guard let latitude = Double.fromDatabaseValue(values[0]), let longitude = Double.fromDatabaseValue(values[1]),
                      let otherLatitude = Double.fromDatabaseValue(values[2]), let otherLongitude = Double.fromDatabaseValue(values[3]) else { return nil }
                return GeoPoint(latitude: latitude, longitude: longitude).distance(to: GeoPoint(latitude: otherLatitude, longitude: otherLongitude))
            })
        }
        queue = try DatabaseQueue(path: file.path, configuration: configuration)
    }

    func nearby(_ query: NearbyQuery, ratingPlan: RatingPlan) throws -> [String] {
        let radius = min(query.radius ?? NearbyQuery.maximumRadius, NearbyQuery.maximumRadius)
        if query.ranking == .distance, query.keyword == nil {
            return try nearestInGrowingBoxes(query, within: radius)
        }
        guard let box = GeoBoundingBox.covering(center: query.center, radius: radius).first else { return [] }
        let order = query.ranking == .distance
            ? "distance(?5, ?6, r.latitude, r.longitude), r.id"
            : "r.ratingScore DESC, r.effectiveRatingsTotal DESC, distance(?5, ?6, r.latitude, r.longitude), r.id"
        var arguments: StatementArguments = [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude, query.center.latitude, query.center.longitude, radius, query.limit]
        let sql: String
        if let keyword = query.keyword {
            arguments += [Self.prefixPattern(keyword)]
            sql = """
                SELECT r.placeId FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = \(Self.restaurantIDOfSearchRow)
                WHERE restaurantSearch MATCH ?9 AND r.latitude BETWEEN ?1 AND ?2 AND r.longitude BETWEEN ?3 AND ?4
                  AND distance(?5, ?6, r.latitude, r.longitude) <= ?7 AND r.businessStatus <> 'CLOSED_PERMANENTLY'
                ORDER BY \(order) LIMIT ?8
                """
        } else if query.ranking == .prominence && ratingPlan == .ratingIndex {
            sql = """
                SELECT r.placeId FROM restaurant AS r INDEXED BY restaurant_by_prominence
                WHERE r.latitude BETWEEN ?1 AND ?2 AND r.longitude BETWEEN ?3 AND ?4
                  AND distance(?5, ?6, r.latitude, r.longitude) <= ?7 AND r.businessStatus <> 'CLOSED_PERMANENTLY'
                ORDER BY \(order) LIMIT ?8
                """
        } else {
            sql = """
                SELECT r.placeId FROM restaurantLocation AS loc CROSS JOIN restaurant AS r ON r.id = loc.id
                WHERE loc.maxLatitude >= ?1 AND loc.minLatitude <= ?2 AND loc.maxLongitude >= ?3 AND loc.minLongitude <= ?4
                  AND distance(?5, ?6, r.latitude, r.longitude) <= ?7 AND r.businessStatus <> 'CLOSED_PERMANENTLY'
                ORDER BY \(order) LIMIT ?8
                """
        }
        return try queue.read { db in try String.fetchAll(db.cachedStatement(sql: sql), arguments: arguments) }
    }

    /// Nearest first as it is written by hand with an R*Tree: the box around a circle of 250 m, doubled
    /// until the circle holds `limit` restaurants (none outside it can be nearer) or reaches the radius;
    /// only the rows of the circle are sorted.
    private func nearestInGrowingBoxes(_ query: NearbyQuery, within radius: Double) throws -> [String] {
        let sql = """
            SELECT r.placeId FROM restaurantLocation AS loc CROSS JOIN restaurant AS r ON r.id = loc.id
            WHERE loc.maxLatitude >= ?1 AND loc.minLatitude <= ?2 AND loc.maxLongitude >= ?3 AND loc.minLongitude <= ?4
              AND distance(?5, ?6, r.latitude, r.longitude) <= ?7 AND r.businessStatus <> 'CLOSED_PERMANENTLY'
            ORDER BY distance(?5, ?6, r.latitude, r.longitude), r.id LIMIT ?8
            """
        var circle = min(250, radius)
        return try queue.read { db in
            let statement = try db.cachedStatement(sql: sql)
            while true {
                guard let box = GeoBoundingBox.covering(center: query.center, radius: circle).first else { return [] }
                let found = try String.fetchAll(statement, arguments: [
                    box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude, query.center.latitude, query.center.longitude, circle, query.limit,
                ])
                if found.count >= query.limit || circle >= radius { return found }
                circle = min(circle * 2, radius)
            }
        }
    }

    /// Prefixes of words of the name or the cuisines (autocomplete matches both), nearest first (then by
    /// name), from every match.
    func autocomplete(_ query: AutocompleteQuery) throws -> [String] {
        guard let location = query.location else { return [] }
        let sql = """
            SELECT r.placeId FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = \(Self.restaurantIDOfSearchRow)
            WHERE restaurantSearch MATCH ?1 AND r.businessStatus <> 'CLOSED_PERMANENTLY'
            ORDER BY distance(?2, ?3, r.latitude, r.longitude), r.name LIMIT ?4
            """
        let arguments: StatementArguments = ["{name cuisines} : (\(Self.prefixPattern(query.input)))", location.latitude, location.longitude, query.limit]
        return try queue.read { db in try String.fetchAll(db.cachedStatement(sql: sql), arguments: arguments) }
    }

    func emptyRead() throws -> [String] {
        try queue.read { _ in [] }
    }

    /// Every word a quoted prefix (`"piz"*`), all required; FTS5's tokenizer folds case and accents.
    private static func prefixPattern(_ text: String) -> String {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }
            .map { "\"\($0)\"*" }
            .joined(separator: " AND ")
    }
}
