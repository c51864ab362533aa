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

    /// A `CREATE [VIRTUAL] TABLE name …` statement, for a table named `newName` instead.
    static func definition(_ definition: String, renamedFrom name: String, to newName: String) throws -> String {
        guard let range = definition.range(of: name) else {
            throw DatabaseError(message: "the definition of \(name) does not name it: \(definition.prefix(60))")
        }
        return definition.replacingCharacters(in: range, with: newName)
    }
}
