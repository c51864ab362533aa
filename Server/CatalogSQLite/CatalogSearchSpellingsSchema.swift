import CatalogDomain
import GRDB

/// Every restaurant's indexed text rewritten as `RestaurantSearchText` now gives it: names in another
/// script with their Latin spellings, cuisines with the words people use for them. Only the rows whose
/// text changes are written; the triggers of `CatalogSearchByPlaceSchema` keep the full-text index in
/// step.
package enum CatalogSearchSpellingsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v10: Latin spellings of names and words for cuisines in the search text") { db in
            let update = try db.makeStatement(sql: "UPDATE restaurant SET searchText = ? WHERE id = ?")
            let rows = try Row.fetchCursor(db, sql: "SELECT id, name, vicinity, cuisines, searchText FROM restaurant")
            var changed: [(Int64, String)] = []
            while let row = try rows.next() {
                let cuisines = (row[3] as String? ?? "").split(separator: ";").map(String.init)
                let text = CatalogWriter.searchText(RestaurantSearchText(name: row[1], vicinity: row[2], cuisines: cuisines))
                if text != row[4] as String? { changed.append((row[0], text)) }
            }
            for (id, text) in changed {
                try update.execute(arguments: [text, id])
            }
        }
    }
}
