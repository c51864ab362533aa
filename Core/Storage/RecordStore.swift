import Foundation

/// Records a person keeps (favourites): each under its key in a named collection. Unlike the cache,
/// nothing here is ever dropped for being old or unreadable; each change is one transaction, so two
/// commands saving at once both keep theirs.
public protocol RecordStore: Sendable {
    /// The collection's records, first saved first.
    func records(in collection: String) async throws -> [StoredRecord]
    /// Saves `data` under `key`, replacing what was there; a replaced record keeps its place.
    func save(_ data: Data, key: String, in collection: String) async throws
    /// Whether there was a record under `key` to remove.
    func remove(key: String, from collection: String) async throws -> Bool
}
