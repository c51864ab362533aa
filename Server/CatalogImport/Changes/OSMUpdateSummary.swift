import CatalogDomain
import Foundation

/// What applying a diff did, for the person who ran it.
public struct OSMUpdateSummary: Sendable, Equatable {
    /// The diff's newest edit, when its elements carry timestamps.
    public var newestEdit: Date?
    /// The catalog's state, when the diff was older and skipped.
    public var catalogStateWhenSkipped: Date?
    public var inserted = 0
    public var updated = 0
    public var removed = 0
    public var skipped: [OSMSkipReason: Int] = [:]
    /// The catalog held this replication diff already (another instance applied it).
    public var wasAlreadyApplied = false

    public init(newestEdit: Date?) {
        self.newestEdit = newestEdit
    }

    /// One line for a replication diff.
    public func line(forSequence sequence: Int) -> String {
        let name = OSMReplicationState.path(of: sequence)
        if wasAlreadyApplied { return "\(name): applied already (by another instance)" }
        let edits = newestEdit.map { " (edits up to \(CatalogChange.stateText($0)))" } ?? ""
        let skippedCount = skipped.values.reduce(0, +)
        return "\(name)\(edits): \(inserted) new, \(updated) changed, \(removed) removed, \(skippedCount) skipped"
    }

    public var lines: [String] {
        if let state = catalogStateWhenSkipped, let newestEdit {
            return [
                "Skipped: the diff's newest edit (\(CatalogChange.stateText(newestEdit))) is older than the catalog, "
                    + "which holds edits up to \(CatalogChange.stateText(state)). Nothing changed.",
            ]
        }
        let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }
        return [
            "Applied a diff" + (newestEdit.map { " with edits up to \(CatalogChange.stateText($0))" } ?? " without timestamps") + ".",
            "  created: \(inserted) restaurants new to the catalog",
            "  changed: \(updated) restaurants",
            "  removed: \(removed) restaurants deleted or no longer places to eat (their reviews are kept)",
            "  skipped: \(skipped.values.reduce(0, +))" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"),
            "Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright).",
        ]
    }
}
