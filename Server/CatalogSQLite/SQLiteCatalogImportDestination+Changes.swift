import CatalogDomain
import Foundation
import GRDB

extension SQLiteCatalogImportDestination: CatalogChangeDestination {
    public func changeState() async throws -> Date? {
        try await database.pool.read { db in CatalogChange.state(fromText: try CatalogWriter.state(CatalogChange.stateKey, in: db)) }
    }

    public func replicationSequence() async throws -> Int? {
        try await database.pool.read { db in try CatalogWriter.state(CatalogChange.sequenceKey, in: db).flatMap { Int($0) } }
    }

    public func importedAmenities() async throws -> Set<String>? {
        try await database.pool.read { db in CatalogChange.amenities(fromText: try CatalogWriter.state(CatalogChange.amenitiesKey, in: db)) }
    }

    public func locations(ofSourceKeys keys: [String]) async throws -> [String: GeoPoint] {
        try await database.pool.read { db in
            var locations: [String: GeoPoint] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: "SELECT sourceKey, latitude, longitude FROM restaurant WHERE sourceKey IN (SELECT value FROM json_each(?))",
                arguments: [CatalogWriter.encodeJSONList(keys)]
            )
            while let row = try rows.next() {
                locations[row["sourceKey"]] = GeoPoint(latitude: row["latitude"], longitude: row["longitude"])
            }
            return locations
        }
    }

    public func outlines(ofSourceKeys keys: [String]) async throws -> [CatalogOutline] {
        try await database.pool.read { db in try OutlineStore.outlines(ofSourceKeys: keys, in: db) }
    }

    public func outlines(containingNodes nodeIDs: [Int64]) async throws -> [CatalogOutline] {
        try await database.pool.read { db in try OutlineStore.outlines(containingNodes: nodeIDs, in: db) }
    }

    public func applyChange(_ change: CatalogChange) async throws -> CatalogChangeOutcome {
        try await database.pool.write { db in
            let stored = try CatalogWriter.state(CatalogChange.sequenceKey, in: db).flatMap { Int($0) }
            if change.isAlreadyApplied(storedSequence: stored) { return CatalogChangeOutcome(wasAlreadyApplied: true) }
            var outcome = CatalogChangeOutcome()
            (outcome.inserted, outcome.updated) = try CatalogWriter.upsert(change.upserts, in: db)
            outcome.removed = try CatalogWriter.deleteRestaurants(sourceKeys: change.removals, in: db)
            let relocate = try db.cachedStatement(sql: "UPDATE restaurant SET latitude = ?, longitude = ? WHERE sourceKey = ?")
            for (key, location) in change.relocations.sorted(by: { $0.key < $1.key }) {
                try relocate.execute(arguments: [location.latitude, location.longitude, key])
                outcome.updated += db.changesCount
            }
            try OutlineStore.delete(sourceKeys: change.removals, in: db)
            try OutlineStore.upsert(change.outlines, in: db)
            let storedState = CatalogChange.state(fromText: try CatalogWriter.state(CatalogChange.stateKey, in: db))
            if let state = change.newState(over: storedState) {
                try CatalogWriter.setState(CatalogChange.stateKey, to: CatalogChange.stateText(state), in: db)
            }
            if let sequence = change.sequence {
                try CatalogWriter.setState(CatalogChange.sequenceKey, to: String(sequence), in: db)
            }
            if let amenities = change.amenities {
                try CatalogWriter.setState(CatalogChange.amenitiesKey, to: amenities.sorted().joined(separator: ","), in: db)
            }
            return outcome
        }
        // No full-text merge after it: a diff's few rows are SQLite's automerge's to fold in.
    }
}
