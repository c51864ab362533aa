import GRDB

/// The catalog's restaurant tables that a rebuild (`SQLiteCatalogRebuild`) builds anew under a name of
/// their own, then trades for the ones in use.
enum CatalogTable: String, CaseIterable {
    case restaurant
    case location = "restaurantLocation"
    case search = "restaurantSearch"

    /// The table being built.
    var next: String { "\(rawValue)_next" }
    /// The table it replaced, until it is dropped.
    var previous: String { "\(rawValue)_previous" }

    /// The statement that created the table named `name`, as the schema keeps it.
    static func definition(of name: String, in db: Database) throws -> String {
        guard let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ? AND type = 'table'", arguments: [name]) else {
            throw DatabaseError(message: "the catalog has no table \(name)")
        }
        return sql
    }
}

extension String {
    /// A `CREATE [VIRTUAL] TABLE name …` statement for a table named `newName` instead.
    func replacingTableName(_ name: String, with newName: String) -> String {
        guard let range = range(of: name) else { return self }
        return replacingCharacters(in: range, with: newName)
    }
}
