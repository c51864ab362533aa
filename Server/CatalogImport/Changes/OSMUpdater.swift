import CatalogDomain
import Foundation

/// Applies an OpenStreetMap diff (osmChange, `.osc` or `.osc.gz`) to a catalog: places to eat created
/// or changed are written as an import writes them, those deleted or no longer places to eat (or no
/// longer named) are removed, keeping their Foodybite reviews for when they come back. All in one
/// transaction, so a diff is applied whole or not at all; applying it again changes nothing, and a diff
/// whose newest edit is older than the catalog's state is skipped.
///
/// A diff carries a way's nodes only when they changed: a way is placed at its outline's centroid from
/// the diff's nodes and the outline the catalog keeps from the import (`CatalogOutline`); a way whose
/// nodes alone move follows them; a way whose nodes are known neither way keeps its place (a new one
/// is skipped).
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
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= OSMChangeReader.inflatedLimit else {
                throw OSMImportError.unreadable(path: url.path, reason: "larger than \(OSMChangeReader.inflatedLimit >> 20) MB, more than one diff holds")
            }
            bytes = try [UInt8](Data(contentsOf: url))
        } catch let error as OSMImportError {
            throw error
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
        let known = try await destination.locations(ofSourceKeys: elements.map { "osm:\($0.osmID)" })
        let placeWays = elements.filter { $0.kind == .way && $0.action != .delete && filter.isPlaceToEat($0.tags) }
        let outlines = OSMChangeOutlines(change: elements, kept: try await destination.outlines(ofSourceKeys: placeWays.map { "osm:\($0.osmID)" }))
        var mapper = OSMRestaurantMapper(timeZone: options.timeZone, amenities: options.amenities)
        var catalogChange = CatalogChange(state: change.newestEdit, sequence: sequence, followsSequence: sequence != nil)
        for element in elements {
            let key = "osm:\(element.osmID)"
            guard element.action != .delete, filter.isPlaceToEat(element.tags) else {
                if known[key] != nil { catalogChange.removals.append(key) }
                continue
            }
            let outline = element.kind == .way ? outlines.outline(ofWay: element, sourceKey: key) : nil
            let point = (element.kind == .node ? element.position?.point : outline.flatMap(OSMChangeOutlines.centroid)) ?? known[key]
            let record = OSMRecord(osmID: element.osmID, point: point, tags: element.tags, missingPointReason: point == nil ? .noCoordinates : nil)
            switch mapper.map(record) {
            case let .success(mapped):
                catalogChange.upserts.append(mapped.restaurant)
                if let outline { catalogChange.outlines.append(outline) }
            case let .failure(skip):
                summary.skipped[skip.reason, default: 0] += 1
                if known[key] != nil { catalogChange.removals.append(key) }
            }
        }
        try await relocateWaysMoved(by: elements, outlines: outlines, into: &catalogChange)
        let outcome = try await destination.applyChange(catalogChange)
        summary.inserted = outcome.inserted
        summary.updated = outcome.updated
        summary.removed = outcome.removed
        summary.wasAlreadyApplied = outcome.wasAlreadyApplied
        return summary
    }

    /// The restaurants drawn as ways that the diff leaves alone but whose nodes it moves: at their
    /// outlines' new centroids.
    private func relocateWaysMoved(by elements: [OSMChange.Element], outlines: OSMChangeOutlines, into change: inout CatalogChange) async throws {
        let movedNodes = elements.filter { $0.kind == .node && $0.position != nil }.map(\.id)
        guard !movedNodes.isEmpty else { return }
        let inChange = Set(elements.map { "osm:\($0.osmID)" })
        let moved = outlines.moved(try await destination.outlines(containingNodes: movedNodes).filter { !inChange.contains($0.sourceKey) })
        guard !moved.isEmpty else { return }
        for outline in moved {
            change.relocations[outline.sourceKey] = OSMChangeOutlines.centroid(of: outline)
        }
        change.outlines += moved
    }
}
