import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// The restaurants of a later page (or of an earlier version's token), loaded as a first page's are.
    public func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult] {
        guard !placeIDs.isEmpty else { return [] }
        return try await readers.read { db in try Self.searchResults(keyedBy: .placeID, keys: placeIDs, now: now, in: db) }
    }

    /// The restaurants of a search's rows, by the table's own key.
    package static func searchResults(rowIDs: [Int64], now: Date, in db: Database) throws -> [CatalogSearchResult] {
        try searchResults(keyedBy: .rowID, keys: rowIDs, now: now, in: db)
    }

    /// The restaurants with these keys as search results show them at `now`, in the order given: only
    /// the columns a result carries, and its first photo in the same statement. Their hours are checked
    /// on the stored text, each time zone's local time worked out once.
    private static func searchResults<Key: Hashable & DatabaseValueConvertible & StatementColumnConvertible>(
        keyedBy key: SearchResultKey, keys: [Key], now: Date, in db: Database
    ) throws -> [CatalogSearchResult] {
        guard !keys.isEmpty else { return [] }
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: key.statementUpToItsKeys + SQLPlaceholderList.of(count: keys.count) + ")"),
            arguments: StatementArguments(keys)
        )
        var localTimes = LocalWeekTimes(at: now)
        var attributions = PhotoAttributions()
        var byKey: [Key: CatalogSearchResult] = [:]
        byKey.reserveCapacity(keys.count)
        while let row = try rows.next() {
            let rowKey: Key = row[key.column.rawValue]
            // The catalog writes one photo per position; were there two at 0, the first read is shown.
            guard byKey[rowKey] == nil else { continue }
            var result = searchResult(from: row, localTimes: &localTimes)
            if !row.hasNull(atIndex: firstPhotoIndex) {
                result.photo = photo(from: row, startingAt: firstPhotoIndex, attributions: &attributions)
            }
            byKey[rowKey] = result
        }
        return keys.compactMap { byKey[$0] }
    }

    private static let firstPhotoIndex = SearchResultColumn.allCases.count

    /// The unique keys results are loaded by, each with its statement's text up to the list of keys.
    private enum SearchResultKey {
        case rowID, placeID

        var column: SearchResultColumn {
            switch self {
            case .rowID: .id
            case .placeID: .placeId
            }
        }

        var statementUpToItsKeys: String {
            self == .rowID ? Self.byRowID : Self.byPlaceID
        }

        private static let byRowID = statement(keyedBy: .id)
        private static let byPlaceID = statement(keyedBy: .placeId)

        // Photos are stored from position 0 on: the first is the one at 0.
        private static func statement(keyedBy column: SearchResultColumn) -> String {
            """
            SELECT \(SearchResultColumn.selection), \(photoColumns(of: "p"))
            FROM restaurant AS r LEFT JOIN restaurantPhoto AS p ON p.restaurantId = r.id AND p.position = 0
            WHERE r.\(column) IN (
            """
        }
    }

    /// The columns in the order `searchResults` selects them.
    private enum SearchResultColumn: Int, CaseIterable {
        case id, placeId, source, name, latitude, longitude, vicinity, openingHours, timeZone
        case effectiveRating, effectiveRatingsTotal, priceLevel, businessStatus, cuisines

        static let selection = allCases.map { "r.\($0)" }.joined(separator: ", ")
    }

    private static func searchResult(from row: Row, localTimes: inout LocalWeekTimes) -> CatalogSearchResult {
        typealias C = SearchResultColumn
        let status = (row[C.businessStatus.rawValue] as String?).flatMap(CatalogBusinessStatus.init(rawValue:)) ?? .operational
        var isOpen: Bool?
        if let hoursText: String = row[C.openingHours.rawValue] {
            if status.mayBeOpen, let localTime = localTimes.at(zone: row[C.timeZone.rawValue]) {
                isOpen = OpeningHours.isOpen(storageText: hoursText, at: localTime)
            } else {
                // Never open, as long as the hours are known at all.
                isOpen = OpeningHours(storageText: hoursText) == nil ? nil : false
            }
        }
        return CatalogSearchResult(
            placeID: row[C.placeId.rawValue],
            source: CatalogSource(rawValue: row[C.source.rawValue]) ?? .demo,
            name: row[C.name.rawValue],
            location: GeoPoint(latitude: row[C.latitude.rawValue], longitude: row[C.longitude.rawValue]),
            vicinity: row[C.vicinity.rawValue],
            isOpen: isOpen,
            rating: row[C.effectiveRating.rawValue],
            ratingsTotal: row[C.effectiveRatingsTotal.rawValue] ?? 0,
            priceLevel: row[C.priceLevel.rawValue],
            businessStatus: status,
            cuisines: CuisineValue.values(storedIn: row[C.cuisines.rawValue] as String? ?? ""),
            photo: nil
        )
    }
}
