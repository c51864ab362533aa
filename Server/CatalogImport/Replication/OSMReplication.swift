import CatalogDomain
import Foundation

/// Follows an OpenStreetMap replication (Osmosis' layout, as planet.openstreetmap.org and Geofabrik's
/// `-updates` folders serve it): reads its `state.txt`, then fetches and applies every diff newer than
/// the sequence number the catalog holds, in order, each in its own transaction with its number
/// (`OSMUpdater`). The number is kept in the database, so any instance may run it: one that finds a diff
/// applied already by another moves on.
public struct OSMReplication: Sendable {
    private let source: OSMReplicationSource
    private let destination: any CatalogChangeDestination
    private let updater: OSMUpdater

    public init(source: OSMReplicationSource, destination: any CatalogChangeDestination, options: OSMImporter.Options = OSMImporter.Options()) {
        self.source = source
        self.destination = destination
        updater = OSMUpdater(destination: destination, options: options)
    }

    /// Applies every diff after the catalog's sequence number (or from `firstSequence`, when the catalog
    /// has none: an import of a file without replication headers), reporting each; returns the sequence
    /// number the catalog holds at the end.
    @discardableResult
    public func catchUp(firstSequence: Int? = nil, report: (String) -> Void) async throws -> Int {
        guard let stateFile = try await source.file("state.txt") else {
            throw OSMImportError.replication(reason: "\(source.description) has no state.txt")
        }
        let latest = try state(stateFile, named: "state.txt")
        guard var applied = try await destination.replicationSequence() ?? firstSequence.map({ $0 - 1 }) else {
            throw OSMImportError.replication(reason: """
                the catalog does not know which diff its data is as of; import a PBF extract that says \
                (Geofabrik's do), or give the first diff to apply with --start-sequence
                """)
        }
        if applied > latest.sequence {
            throw OSMImportError.replication(reason: """
                the catalog holds diff \(applied), but the newest at \(source.description) is \(latest.sequence): \
                is this the replication the catalog's data came from?
                """)
        }
        if applied == latest.sequence {
            report("Up to date: the catalog holds diff \(applied), the newest at \(source.description) is \(latest.sequence).")
            return applied
        }
        try await checkFirstDiff(applied + 1)
        while applied < latest.sequence {
            let next = applied + 1
            let path = OSMReplicationState.path(of: next) + ".osc.gz"
            guard let diff = try await source.file(path) else {
                throw OSMImportError.replication(reason: "\(source.description) has no \(path), though its state.txt names \(latest.sequence)")
            }
            report(try await updater.apply(diff, sequence: next).line(forSequence: next))
            applied = next
        }
        return applied
    }

    /// A diff older than the data the catalog holds means another replication (a planet's numbers on a
    /// country's extract, say): its ancient edits would overwrite newer data.
    private func checkFirstDiff(_ sequence: Int) async throws {
        let path = OSMReplicationState.path(of: sequence) + ".state.txt"
        guard let file = try await source.file(path), let diffTime = try state(file, named: path).timestamp,
              let catalogTime = try await destination.changeState(), diffTime < catalogTime else { return }
        throw OSMImportError.replication(reason: """
            diff \(sequence) at \(source.description) is from \(CatalogChange.stateText(diffTime)), older than the data the catalog \
            holds (\(CatalogChange.stateText(catalogTime))): is this the replication the catalog's data came from?
            """)
    }

    private func state(_ file: [UInt8], named path: String) throws -> OSMReplicationState {
        guard let state = OSMReplicationState(text: String(decoding: file, as: UTF8.self)) else {
            throw OSMImportError.replication(reason: "\(source.description)/\(path) has no sequenceNumber of 0 to \(OSMReplicationState.largestSequence)")
        }
        return state
    }
}
