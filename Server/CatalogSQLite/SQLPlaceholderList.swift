import CatalogDomain
import GRDB

/// `?,?,…` for an `IN (…)` of `count` values. The lists a page of results asks for (up to
/// `NearbyQuery.maximumResults`) are made once: building them for every page showed in its profile.
enum SQLPlaceholderList {
    private static let madeOnce = (0...NearbyQuery.maximumResults).map { databaseQuestionMarks(count: $0) }

    static func of(count: Int) -> String {
        madeOnce.indices.contains(count) ? madeOnce[count] : databaseQuestionMarks(count: count)
    }
}
