import Foundation

/// A catalog that OpenStreetMap diffs keep fresh (`foodybite-server update`): the SQLite catalog or the
/// PostgreSQL one. Removing a restaurant keeps its Foodybite reviews: they are keyed by its place id,
/// which a restaurant that comes back gets again.
public protocol CatalogChangeDestination: CatalogImportDestination {
    /// The newest OpenStreetMap edit the catalog holds (from the last diff applied), if known.
    func changeState() async throws -> Date?
    /// The sequence number of the last replication diff applied (or of the extract imported), if known.
    func replicationSequence() async throws -> Int?
    /// The `amenity` values the last import counted as places to eat, if one said.
    func importedAmenities() async throws -> Set<String>?
    /// Where the restaurants with these source keys are (unknown keys left out): a way whose nodes a
    /// diff does not carry keeps its place.
    func locations(ofSourceKeys keys: [String]) async throws -> [String: GeoPoint]
    /// The outlines of these restaurants, where they are drawn as ways.
    func outlines(ofSourceKeys keys: [String]) async throws -> [CatalogOutline]
    /// The outlines that use any of these nodes.
    func outlines(containingNodes nodeIDs: [Int64]) async throws -> [CatalogOutline]
    /// Applies the change in one transaction: all of it, or nothing; nothing at all when it is a
    /// replication diff the catalog holds already (`CatalogChange.isAlreadyApplied`), checked in the same
    /// transaction, so instances following one replication never apply a diff twice.
    func applyChange(_ change: CatalogChange) async throws -> CatalogChangeOutcome
}
