import CatalogDomain
import Foundation
import GRDB

/// What a nearby plan keeps of the rows it reads (inside the radius and the area, open if asked), and
/// the place ids of the rows it kept.
extension SQLiteRestaurantCatalog {
    /// Turns a candidate row into a candidate when it lies within the radius and, if asked, is open.
    package struct CandidateFilter {
        package let query: NearbyQuery
        package let radius: Double
        /// Where the row has the place id, if it has it.
        package let placeIDColumn: Int?
        private var localTimes: LocalWeekTimes

        package init(query: NearbyQuery, radius: Double, now: Date, placeIDColumn: Int? = nil) {
            self.query = query
            self.radius = radius
            self.placeIDColumn = placeIDColumn
            localTimes = LocalWeekTimes(at: now)
        }

        package mutating func candidate(from row: Row) -> Candidate? {
            let point = GeoPoint(latitude: row[1], longitude: row[2])
            let distance = query.center.distance(to: point)
            guard distance <= radius, query.areaContains(point) else { return nil }
            if query.openNow {
                guard let text: String = row[5] else { return nil }
                guard let localTime = localTimes.at(zone: row[6]), OpeningHours.isOpen(storageText: text, at: localTime) == true else { return nil }
            }
            return Candidate(rowID: row[0], distance: distance, score: row[3], ratingsTotal: row[4] ?? 0, placeID: placeIDColumn.map { row[$0] })
        }
    }

    package static func placeIDs(forRowIDs rowIDs: [Int64], in db: Database) throws -> [Int64: String] {
        guard !rowIDs.isEmpty else { return [:] }
        // Cached: the routes ask for at most `NearbyQuery.maximumResults`, so few such statements are kept.
        let statement = try db.cachedStatement(sql: "SELECT id, placeId FROM restaurant WHERE id IN (\(SQLPlaceholderList.of(count: rowIDs.count)))")
        let rows = try Row.fetchAll(statement, arguments: StatementArguments(rowIDs))
        return Dictionary(rows.map { ($0[0] as Int64, $0[1] as String) }, uniquingKeysWith: { first, _ in first })
    }
}
