import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Every restaurant of one strip of latitude within a box (the strip, then the box's longitudes and
    /// latitudes are the arguments) with the texts a keyword is checked on, from the covering strip
    /// index alone.
    static let textCandidatesInStripSQL = """
        SELECT id, latitude, longitude, name, vicinity, cuisines
        FROM restaurant INDEXED BY restaurant_by_strip
        WHERE \(LatitudeStrip.expression) = ? AND longitude BETWEEN ? AND ? AND latitude BETWEEN ? AND ?
        """

    /// `nearestCandidates` for a keyword without other filters, read from the strip index
    /// (`LatitudeStrip`) instead of the R*Tree and the table: only the place ids of the page are looked
    /// up. The candidates carry no rating (a search by distance does not rank by it). nil once more than
    /// `rowBudget` rows were read.
    static func nearestKeywordMatches(
        _ matcher: CatalogWordMatcher, _ query: NearbyQuery, radius: Double, rowBudget: Int, in db: Database
    ) throws -> [Candidate]? {
        let statement = try db.cachedStatement(sql: textCandidatesInStripSQL)
        var rowsRead = 0
        var ring = min(firstRingRadius, radius)
        while true {
            var seen = Set<Int64>()
            var found: [Candidate] = []
            for box in GeoBoundingBox.covering(center: query.center, radius: ring) {
                for arguments in LatitudeStrip.arguments(covering: box) {
                    let rows = try Row.fetchCursor(statement, arguments: arguments)
                    while let row = try rows.next() {
                        rowsRead += 1
                        if rowsRead > rowBudget { return nil }
                        guard try matches(matcher, row, textColumns: 3...5) else { continue }
                        let distance = query.center.distance(to: GeoPoint(latitude: row[1], longitude: row[2]))
                        let rowID: Int64 = row[0]
                        guard distance <= ring, seen.insert(rowID).inserted else { continue }
                        found.append(Candidate(rowID: rowID, distance: distance, rating: nil, ratingsTotal: 0))
                    }
                }
            }
            if found.count >= query.limit || ring >= radius { return found }
            ring = min(radius, nextRingRadius(after: ring, found: found.count, wanted: query.limit))
        }
    }

    /// Whether the row's texts in `textColumns` hold every searched word, read from SQLite's bytes.
    private static func matches(_ matcher: CatalogWordMatcher, _ row: Row, textColumns: ClosedRange<Int>) throws -> Bool {
        if matcher.words.count == 1 {
            for column in textColumns where try row.withUnsafeData(atIndex: column, { $0?.withUnsafeBytes(matcher.matches(utf8:)) ?? false }) {
                return true
            }
            return false
        }
        return matcher.matches(textColumns.map { row[$0] as String? })
    }
}
