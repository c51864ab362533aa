import Foundation

/// An osmChange file (`.osc`, as OSM's replication writes them): the elements created, modified and
/// deleted, in the file's order, each in full as it is after the change (a deleted one without its tags).
struct OSMChange: Equatable {
    enum Action: String { case create, modify, delete }

    struct Element: Equatable {
        let action: Action
        let kind: OSMMember.Kind
        let id: Int64
        var position: OSMPosition?
        var tags: [String: String] = [:]
        var nodeIDs: [Int64] = []
        var members: [OSMMember] = []

        var osmID: String { "\(kind.name)/\(id)" }
    }

    var elements: [Element] = []
    /// The newest `timestamp` of its elements: when the diff's last edit was made.
    var newestEdit: Date?

    /// The last change of each element (a diff may change one several times), in the file's order.
    var lastChanges: [Element] {
        var last: [String: Int] = [:]
        for (index, element) in elements.enumerated() { last[element.osmID] = index }
        return elements.indices.filter { last[elements[$0].osmID] == $0 }.map { elements[$0] }
    }
}
