import Foundation
import GRDB

/// Builds a rebuild's R*Tree (`restaurantLocation_next`) on a connection and in a file of its own,
/// beside the catalog, while the catalog's writer fills the full-text index: SQLite lets one connection
/// write a database at a time, and the two indexes took half a million-restaurant import one after the
/// other. The finished tree's tables (an R*Tree keeps its nodes, and where each row and node lies, in
/// ordinary tables `_node`, `_rowid` and `_parent`) are then copied into the catalog's empty R*Tree of
/// the same definition in one transaction, a fraction of a second at a million, and the file removed.
struct SQLiteLocationIndexBuild {
    let catalog: DatabasePool

    /// The new catalog's restaurants in the order they go into the tree: by place, so that the nodes
    /// an area needs are written together.
    private static let rowsInPlaceOrder = """
        SELECT id, latitude, latitude, longitude, longitude FROM catalog.\(CatalogTable.restaurant.next)
        ORDER BY placeKey(latitude, longitude)
        """

    /// `SearchRowKey`'s cell in Swift: the SQL expression, with its subquery per row, took seconds.
    private static let placeKey = DatabaseFunction("placeKey", argumentCount: 2, pure: true) { values in
        guard let latitude = Double.fromDatabaseValue(values[0]), let longitude = Double.fromDatabaseValue(values[1]) else { return nil }
        return SearchRowKey.key(latitude: latitude, longitude: longitude, id: 0)
    }
    private static let scratchTable = "location"
    private static let shadowTables = ["node", "rowid", "parent"]

    var scratchFile: URL { URL(fileURLWithPath: catalog.path + "-location-build") }

    /// Fills the tree in the scratch file, reading the catalog's committed rows.
    func build() async throws {
        removeScratchFile()
        let definition = try await catalog.read { db in try CatalogTable.definition(of: CatalogTable.location.next, in: db) }
        var configuration = Configuration()
        // Reading the catalog may wait a moment for its writer's checkpoint, as the server's readers do.
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in db.add(function: Self.placeKey) }
        let queue = try DatabaseQueue(path: scratchFile.path, configuration: configuration)
        try await queue.writeWithoutTransaction { db in
            // The file is thrown away if anything fails: nothing to journal or sync.
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
            try db.execute(sql: try CatalogTable.definition(definition, renamedFrom: CatalogTable.location.next, to: "main.\(Self.scratchTable)"))
            try db.execute(sql: "ATTACH DATABASE ? AS catalog", arguments: [catalog.path])
            // Deferred: an immediate transaction would take the catalog's write lock too, which its writer holds.
            try db.inTransaction(.deferred) {
                try db.execute(sql: "INSERT INTO main.\(Self.scratchTable) \(Self.rowsInPlaceOrder)")
                return .commit
            }
            try db.execute(sql: "DETACH DATABASE catalog")
        }
        try queue.close()
    }

    /// Copies the built tree into the catalog's new R*Tree, then removes the scratch file.
    func copy() async throws {
        defer { removeScratchFile() }
        try await catalog.writeWithoutTransaction { [scratchFile] db in
            try db.execute(sql: "ATTACH DATABASE ? AS locationBuild", arguments: [scratchFile.path])
            do {
                try db.inTransaction {
                    for shadow in Self.shadowTables {
                        let target = "main.\(CatalogTable.location.next)_\(shadow)"
                        try db.execute(sql: "DELETE FROM \(target)")
                        try db.execute(sql: "INSERT INTO \(target) SELECT * FROM locationBuild.\(Self.scratchTable)_\(shadow)")
                    }
                    return .commit
                }
            } catch {
                try? db.execute(sql: "DETACH DATABASE locationBuild")
                throw error
            }
            try db.execute(sql: "DETACH DATABASE locationBuild")
        }
    }

    func removeScratchFile() {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: scratchFile.path + suffix)
        }
    }
}
