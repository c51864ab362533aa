import CatalogDomain
import Foundation
import PostgresNIO

extension PostgresCatalogStore: CatalogChangeDestination {
    public func changeState() async throws -> Date? {
        let logger = database.logger
        return try await database.withConnection { connection in
            CatalogChange.state(fromText: try await PostgresCatalogWriter.state(CatalogChange.stateKey, on: connection, logger: logger))
        }
    }

    public func replicationSequence() async throws -> Int? {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await PostgresCatalogWriter.state(CatalogChange.sequenceKey, on: connection, logger: logger).flatMap { Int($0) }
        }
    }

    public func importedAmenities() async throws -> Set<String>? {
        let logger = database.logger
        return try await database.withConnection { connection in
            CatalogChange.amenities(fromText: try await PostgresCatalogWriter.state(CatalogChange.amenitiesKey, on: connection, logger: logger))
        }
    }

    public func locations(ofSourceKeys keys: [String]) async throws -> [String: GeoPoint] {
        guard !keys.isEmpty else { return [:] }
        let logger = database.logger
        return try await database.withConnection { connection in
            var locations: [String: GeoPoint] = [:]
            let rows = try await connection.all("""
                SELECT source_key, latitude, longitude FROM restaurant WHERE source_key = ANY(\(keys)::text[])
                """, logger: logger)
            for row in rows {
                let (key, latitude, longitude) = try row.decode((String, Double, Double).self)
                locations[key] = GeoPoint(latitude: latitude, longitude: longitude)
            }
            return locations
        }
    }

    public func outlines(ofSourceKeys keys: [String]) async throws -> [CatalogOutline] {
        let logger = database.logger
        return try await database.withConnection { connection in try await PostgresOutlineStore.outlines(ofSourceKeys: keys, on: connection, logger: logger) }
    }

    public func outlines(containingNodes nodeIDs: [Int64]) async throws -> [CatalogOutline] {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await PostgresOutlineStore.outlines(containingNodes: nodeIDs, on: connection, logger: logger)
        }
    }

    /// In one transaction, so servers answer from the catalog as it was until the whole diff is in.
    public func applyChange(_ change: CatalogChange) async throws -> CatalogChangeOutcome {
        let lockKey = "foodybite-server \(CatalogChange.sequenceKey) \(database.url.schema)"
        return try await database.withLongTransaction { [logger = database.logger] connection in
            // Updaters take turns, each seeing the state and sequence the last one left.
            try await connection.run("SELECT pg_advisory_xact_lock(hashtext(\(lockKey)))", logger: logger)
            let stored = try await PostgresCatalogWriter.state(CatalogChange.sequenceKey, on: connection, logger: logger).flatMap { Int($0) }
            if change.isAlreadyApplied(storedSequence: stored) { return CatalogChangeOutcome(wasAlreadyApplied: true) }
            var outcome = CatalogChangeOutcome()
            let written = try await PostgresCatalogWriter.upsert(change.upserts, on: connection, logger: logger)
            outcome.inserted = written.inserted
            outcome.updated = written.updated
            if !change.removals.isEmpty {
                outcome.removed = try await connection.run(
                    "DELETE FROM restaurant WHERE source_key = ANY(\(change.removals)::text[]) RETURNING 1", logger: logger
                )
                try await connection.run("""
                    DELETE FROM catalog_image AS i WHERE NOT EXISTS (SELECT 1 FROM restaurant_photo AS p WHERE p.image_name = i.name)
                    """, logger: logger)
            }
            for (key, location) in change.relocations.sorted(by: { $0.key < $1.key }) {
                outcome.updated += try await connection.run("""
                    UPDATE restaurant SET latitude = \(location.latitude), longitude = \(location.longitude),
                        location = ST_SetSRID(ST_MakePoint(\(location.longitude), \(location.latitude)), 4326)::geography
                    WHERE source_key = \(key) RETURNING 1
                    """, logger: logger)
            }
            try await PostgresOutlineStore.delete(sourceKeys: change.removals, on: connection, logger: logger)
            try await PostgresOutlineStore.upsert(change.outlines, on: connection, logger: logger)
            let storedState = CatalogChange.state(fromText: try await PostgresCatalogWriter.state(CatalogChange.stateKey, on: connection, logger: logger))
            if let state = change.newState(over: storedState) {
                try await PostgresCatalogWriter.setState(CatalogChange.stateKey, to: CatalogChange.stateText(state), on: connection, logger: logger)
            }
            if let sequence = change.sequence {
                try await PostgresCatalogWriter.setState(CatalogChange.sequenceKey, to: String(sequence), on: connection, logger: logger)
            }
            if let amenities = change.amenities {
                let text = amenities.sorted().joined(separator: ",")
                try await PostgresCatalogWriter.setState(CatalogChange.amenitiesKey, to: text, on: connection, logger: logger)
            }
            return outcome
        }
    }
}
