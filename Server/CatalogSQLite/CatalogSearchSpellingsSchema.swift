import CatalogDomain
import GRDB

/// Every restaurant's indexed text rewritten as `RestaurantSearchText` now gives it: names in another
/// script with their Latin spellings, cuisines with the words people use for them. Only the rows whose
/// text changes are written; the triggers of `CatalogSearchByPlaceSchema` keep the full-text index in
/// step.
package enum CatalogSearchSpellingsSchema {
    /// Rows read, rewritten and let go at a time.
    static let batchSize = 5_000

    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v10: Latin spellings of names and words for cuisines in the search text") { db in
            let update = try db.makeStatement(sql: "UPDATE restaurant SET searchText = ? WHERE id = ?")
            let batch = try db.makeStatement(sql: "SELECT id, name, vicinity, cuisines, searchText FROM restaurant WHERE id > ? ORDER BY id LIMIT ?")
            // A batch at a time, so that a catalog of millions is never held in memory.
            var lastID: Int64 = .min
            while true {
                let rows = try Row.fetchAll(batch, arguments: [lastID, batchSize])
                guard let last = rows.last else { break }
                lastID = last[0]
                for row in rows {
                    let cuisines = CuisineValue.values(storedIn: row[3] as String? ?? "")
                    let text = CatalogWriter.searchText(RestaurantSearchText(name: row[1], vicinity: row[2], cuisines: cuisines))
                    if text != row[4] as String? { try update.execute(arguments: [text, row[0] as Int64]) }
                }
            }
        }
    }
}
