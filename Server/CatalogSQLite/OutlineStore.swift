import CatalogDomain
import GRDB

/// Reads and writes `restaurantOutline` and its node index (`CatalogOutlineSchema`).
package enum OutlineStore {
    package static func upsert(_ outlines: [CatalogOutline], in db: Database) throws {
        try delete(sourceKeys: outlines.map(\.sourceKey), in: db)
        let outline = try db.cachedStatement(sql: "INSERT INTO restaurantOutline (sourceKey, nodes) VALUES (?, ?)")
        let node = try db.cachedStatement(sql: "INSERT OR IGNORE INTO restaurantOutlineNode (nodeId, sourceKey) VALUES (?, ?)")
        for item in outlines {
            try outline.execute(arguments: [item.sourceKey, item.storageText])
            for member in item.nodes { try node.execute(arguments: [member.id, item.sourceKey]) }
        }
    }

    package static func delete(sourceKeys: [String], in db: Database) throws {
        guard !sourceKeys.isEmpty else { return }
        let keys = CatalogWriter.encodeJSONList(sourceKeys)
        try db.execute(sql: "DELETE FROM restaurantOutlineNode WHERE sourceKey IN (SELECT value FROM json_each(?))", arguments: [keys])
        try db.execute(sql: "DELETE FROM restaurantOutline WHERE sourceKey IN (SELECT value FROM json_each(?))", arguments: [keys])
    }

    package static func outlines(ofSourceKeys keys: [String], in db: Database) throws -> [CatalogOutline] {
        guard !keys.isEmpty else { return [] }
        return try read(
            "SELECT sourceKey, nodes FROM restaurantOutline WHERE sourceKey IN (SELECT value FROM json_each(?))",
            CatalogWriter.encodeJSONList(keys), in: db
        )
    }

    package static func outlines(containingNodes nodeIDs: [Int64], in db: Database) throws -> [CatalogOutline] {
        guard !nodeIDs.isEmpty else { return [] }
        return try read("""
            SELECT sourceKey, nodes FROM restaurantOutline
            WHERE sourceKey IN (SELECT sourceKey FROM restaurantOutlineNode WHERE nodeId IN (SELECT value FROM json_each(?)))
            """, "[" + nodeIDs.map(String.init).joined(separator: ",") + "]", in: db)
    }

    private static func read(_ sql: String, _ argument: String, in db: Database) throws -> [CatalogOutline] {
        try Row.fetchAll(db, sql: sql, arguments: [argument]).compactMap { row in
            CatalogOutline(sourceKey: row["sourceKey"], storageText: row["nodes"])
        }
    }
}
