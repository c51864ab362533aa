import CatalogDomain
import Foundation
import GRDB

/// The SQL of the nearby plans: the query's filters as conditions and the statements that read candidates.
extension SQLiteRestaurantCatalog {
    /// A closed restaurant is never open, whatever its hours say: an open-now search leaves it out.
    package static let operationalCondition = "r.businessStatus = '\(CatalogBusinessStatus.operational.rawValue)'"

    /// A restaurant closed for good is left out of nearby (unless asked for) and of autocomplete.
    package static let notClosedForGoodCondition = "r.businessStatus <> '\(CatalogBusinessStatus.closedPermanently.rawValue)'"

    /// A minimum rating, on the merged rating the routes answer (an unrated restaurant never passes).
    package static let ratingFloorCondition = "r.effectiveRating >= ?"

    /// The query's price, open-now, minimum-rating, rated, requirement and cuisine filters as conditions on the
    /// restaurant `r`.
    package static func attributeFilters(for query: NearbyQuery) -> (conditions: [String], arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if query.minPrice != nil || query.maxPrice != nil {
            conditions.append("r.priceLevel IS NOT NULL AND r.priceLevel BETWEEN ? AND ?")
            arguments += [query.minPrice ?? 0, query.maxPrice ?? 4]
        }
        if let levels = query.priceLevels {
            conditions.append("r.priceLevel IN (\(SQLPlaceholderList.of(count: levels.count)))")
            arguments += StatementArguments(levels)
        }
        if query.openNow {
            conditions.append(operationalCondition)
        } else if !query.includeClosed {
            conditions.append(notClosedForGoodCondition)
        }
        if let floor = query.ratingFloor {
            conditions.append(ratingFloorCondition)
            arguments += [floor]
        }
        if let rated = query.rated {
            // On the prominence index's first column, so a walk of it reads the rated part alone.
            conditions.append(rated ? "r.ratingScore IS NOT NULL" : "r.ratingScore IS NULL")
        }
        let requirements = PlaceRequirementsSQL.conditions(for: query.requirementChecks)
        conditions += requirements.conditions
        arguments += requirements.arguments
        if let cuisines = query.cuisines {
            conditions.append("(" + cuisines.map { _ in "instr(';' || r.cuisines || ';', ?) > 0" }.joined(separator: " OR ") + ")")
            arguments += StatementArguments(cuisines.map(CuisineValue.storedPattern))
        }
        return (conditions, arguments)
    }

    /// The query's price, minimum rating, keyword and open-now filters as conditions on the restaurant `r`, the keyword
    /// checked on `idColumn`; nil when the keyword has no word to look for. (The hours themselves are
    /// checked in Swift, in the restaurant's local time.)
    package static func filters(for query: NearbyQuery, idColumn: String) -> (conditions: [String], arguments: StatementArguments)? {
        var (conditions, arguments) = attributeFilters(for: query)
        if let keyword = query.keyword {
            guard let pattern = CatalogSearchPattern.prefixPattern(for: keyword) else { return nil }
            conditions.append("\(idColumn) IN (SELECT \(SearchRowKey.restaurantIDExpression("rowid")) FROM restaurantSearch WHERE restaurantSearch MATCH ?)")
            arguments += [pattern]
        }
        return (conditions, arguments)
    }

    /// Where the prominence index statement's rows have the place id.
    package static func prominencePlaceIDColumn(for query: NearbyQuery) -> Int {
        query.openNow ? 7 : 5
    }

    /// The statement that reads the catalog in rating order through the prominence index, keeping what
    /// lies in the boxes (their bounds come first in the arguments, after the rating and ratings total
    /// it reads down to when `bounded`) and passes the filters; without `readsPlaceID`, only what the
    /// index holds (and the hours for open-now).
    package static func prominenceIndexStatement(
        for query: NearbyQuery, boxes: [GeoBoundingBox], bounded: Bool = false, readsPlaceID: Bool = true
    ) -> (sql: String, filterArguments: StatementArguments)? {
        guard let filters = filters(for: query, idColumn: "r.id") else { return nil }
        let bound = bounded ? ["(r.ratingScore, r.effectiveRatingsTotal) >= (?, ?)"] : []
        let conditions = bound + [inAnyBoxCondition(count: boxes.count)] + filters.conditions
        let filterArguments = filters.arguments
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        // The place id (column `prominencePlaceIDColumn`) is not in the index: SQLite reads the table row
        // only for the entries the box keeps.
        let placeIDColumn = readsPlaceID ? ", r.placeId" : ""
        let sql = """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns)\(placeIDColumn)
            FROM restaurant AS r INDEXED BY restaurant_by_prominence
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY r.ratingScore DESC, r.effectiveRatingsTotal DESC
            """
        return (sql, filterArguments)
    }

    /// Restaurant `r` lies in one of `count` boxes, whose four bounds each are arguments in turn.
    package static func inAnyBoxCondition(count: Int) -> String {
        "(" + Array(repeating: "(r.latitude BETWEEN ? AND ? AND r.longitude BETWEEN ? AND ?)", count: count).joined(separator: " OR ") + ")"
    }

    /// The statement that reads a search's candidates inside one box (its four bounds come first in
    /// the arguments), with the query's filters; nil when the keyword has no word to look for.
    package static func candidateStatement(for query: NearbyQuery) -> (sql: String, filterArguments: StatementArguments)? {
        // The full-text subquery runs once into a list of row ids, checked on the R*Tree's id (`+` keeps
        // SQLite from looking the list up in the R*Tree one id at a time) before the restaurant's row is read.
        guard let filters = filters(for: query, idColumn: "+loc.id") else { return nil }
        let conditions = ["loc.maxLatitude >= ? AND loc.minLatitude <= ? AND loc.maxLongitude >= ? AND loc.minLongitude <= ?"] + filters.conditions
        let filterArguments = filters.arguments
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        let sql = """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns)
            FROM restaurantLocation AS loc
            CROSS JOIN restaurant AS r ON r.id = loc.id
            WHERE \(conditions.joined(separator: " AND "))
            """
        return (sql, filterArguments)
    }
}
