import CatalogDomain
import Logging
import PostgresNIO

/// Reads and writes `restaurant_outline` and its node index, inside a caller's connection.
enum PostgresOutlineStore {
    static func upsert(_ outlines: [CatalogOutline], on connection: PostgresConnection, logger: Logger) async throws {
        try await delete(sourceKeys: outlines.map(\.sourceKey), on: connection, logger: logger)
        for batch in stride(from: 0, to: outlines.count, by: 5_000).map({ outlines[$0..<min(outlines.count, $0 + 5_000)] }) {
            let keys = batch.map(\.sourceKey), texts = batch.map(\.storageText)
            try await connection.run(
                "INSERT INTO restaurant_outline (source_key, nodes) SELECT * FROM unnest(\(keys)::text[], \(texts)::text[])", logger: logger
            )
            let nodeIDs = batch.flatMap { outline in outline.nodes.map(\.id) }
            let nodeKeys = batch.flatMap { outline in outline.nodes.map { _ in outline.sourceKey } }
            try await connection.run("""
                INSERT INTO restaurant_outline_node (node_id, source_key) SELECT * FROM unnest(\(nodeIDs)::bigint[], \(nodeKeys)::text[])
                ON CONFLICT DO NOTHING
                """, logger: logger)
        }
    }

    static func delete(sourceKeys: [String], on connection: PostgresConnection, logger: Logger) async throws {
        guard !sourceKeys.isEmpty else { return }
        try await connection.run("DELETE FROM restaurant_outline_node WHERE source_key = ANY(\(sourceKeys)::text[])", logger: logger)
        try await connection.run("DELETE FROM restaurant_outline WHERE source_key = ANY(\(sourceKeys)::text[])", logger: logger)
    }

    static func outlines(ofSourceKeys keys: [String], on connection: PostgresConnection, logger: Logger) async throws -> [CatalogOutline] {
        guard !keys.isEmpty else { return [] }
        return try await read(connection.all("SELECT source_key, nodes FROM restaurant_outline WHERE source_key = ANY(\(keys)::text[])", logger: logger))
    }

    static func outlines(containingNodes nodeIDs: [Int64], on connection: PostgresConnection, logger: Logger) async throws -> [CatalogOutline] {
        guard !nodeIDs.isEmpty else { return [] }
        return try await read(connection.all("""
            SELECT source_key, nodes FROM restaurant_outline
            WHERE source_key IN (SELECT source_key FROM restaurant_outline_node WHERE node_id = ANY(\(nodeIDs)::bigint[]))
            """, logger: logger))
    }

    private static func read(_ rows: [PostgresRow]) throws -> [CatalogOutline] {
        try rows.compactMap { row in
            let (key, text) = try row.decode((String, String).self)
            return CatalogOutline(sourceKey: key, storageText: text)
        }
    }
}
