import CatalogDomain
import Foundation

/// Applies an OpenStreetMap diff (osmChange, `.osc` or `.osc.gz`) to a catalog: places to eat created
/// or changed are written as an import writes them, those deleted or no longer places to eat (or no
/// longer named) are removed, keeping their Foodybite reviews for when they come back. All in one
/// transaction, so a diff is applied whole or not at all; applying it again changes nothing, and a diff
/// whose newest edit is older than the catalog's state is skipped.
///
/// A diff carries a way's nodes only when they changed: a way whose nodes are all in it is placed at
/// its outline's centroid, any other keeps the place the catalog has for it (a new one is skipped).
public struct OSMUpdater: Sendable {
    private let destination: any CatalogChangeDestination
    private let options: OSMImporter.Options

    public init(destination: any CatalogChangeDestination, options: OSMImporter.Options = OSMImporter.Options()) {
        self.destination = destination
        self.options = options
    }

    public func applyFile(at url: URL) async throws -> OSMUpdateSummary {
        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: url))
        } catch {
            throw OSMImportError.unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return try await apply(bytes)
    }

    /// A diff file; with `sequence`, replication diff number `sequence`, which orders it instead of its
    /// edits' timestamps (the edits of one diff may be older than another's before it).
    package func apply(_ bytes: [UInt8], sequence: Int? = nil) async throws -> OSMUpdateSummary {
        let change = try OSMChangeReader.read(bytes)
        var summary = OSMUpdateSummary(newestEdit: change.newestEdit)
        let state = try await destination.changeState()
        if sequence == nil, let newest = change.newestEdit, let state, newest < state {
            summary.catalogStateWhenSkipped = state
            return summary
        }
        let filter = OSMPlaceFilter(amenities: options.amenities)
        let elements = change.lastChanges
        var positions: [Int64: OSMPosition] = [:]
        for element in elements where element.kind == .node {
            positions[element.id] = element.position
        }
        let known = try await destination.locations(ofSourceKeys: elements.map { "osm:\($0.osmID)" })
        var mapper = OSMRestaurantMapper(timeZone: options.timeZone, amenities: options.amenities)
        let newestEdit = [change.newestEdit, state].compactMap { $0 }.max()
        var catalogChange = CatalogChange(state: newestEdit, sequence: sequence, followsSequence: sequence != nil)
        for element in elements {
            let key = "osm:\(element.osmID)"
            guard element.action != .delete, filter.isPlaceToEat(element.tags) else {
                if known[key] != nil { catalogChange.removals.append(key) }
                continue
            }
            let point = position(of: element, positions: positions) ?? known[key]
            let record = OSMRecord(osmID: element.osmID, point: point, tags: element.tags, missingPointReason: point == nil ? .noCoordinates : nil)
            switch mapper.map(record) {
            case let .success(mapped):
                catalogChange.upserts.append(mapped.restaurant)
            case let .failure(skip):
                summary.skipped[skip.reason, default: 0] += 1
                if known[key] != nil { catalogChange.removals.append(key) }
            }
        }
        let outcome = try await destination.applyChange(catalogChange)
        summary.inserted = outcome.inserted
        summary.updated = outcome.updated
        summary.removed = outcome.removed
        summary.wasAlreadyApplied = outcome.wasAlreadyApplied
        return summary
    }

    /// A node's position; a way's outline's centroid when the diff holds every one of its nodes.
    private func position(of element: OSMChange.Element, positions: [Int64: OSMPosition]) -> GeoPoint? {
        switch element.kind {
        case .node:
            return element.position?.point
        case .way:
            let points = element.nodeIDs.compactMap { positions[$0]?.point }
            return !points.isEmpty && points.count == element.nodeIDs.count ? OutlineCentroid.centroid(of: [points]) : nil
        case .relation:
            return nil
        }
    }
}
