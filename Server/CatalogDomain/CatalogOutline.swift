import Foundation

/// The nodes of a restaurant drawn as a way (a building's outline) with their positions, kept beside the
/// catalog so that a diff moving some of them (and not the way) moves the restaurant to its outline's
/// new centroid.
public struct CatalogOutline: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public let id: Int64
        public var location: GeoPoint

        public init(id: Int64, location: GeoPoint) {
            self.id = id
            self.location = location
        }
    }

    public let sourceKey: String
    public var nodes: [Node]

    public init(sourceKey: String, nodes: [Node]) {
        self.sourceKey = sourceKey
        self.nodes = nodes
    }

    /// The nodes as stored: `[[id, latitude, longitude], …]`.
    public var storageText: String {
        "[" + nodes.map { "[\($0.id),\($0.location.latitude),\($0.location.longitude)]" }.joined(separator: ",") + "]"
    }

    /// An outline as stored; nil when the text does not read (written by a newer server, say).
    public init?(sourceKey: String, storageText: String) {
        guard let data = storageText.data(using: .utf8), let rows = try? JSONDecoder().decode([[Double]].self, from: data),
              rows.allSatisfy({ $0.count == 3 && $0[0] == $0[0].rounded() && abs($0[0]) < 9e15 }) else { return nil }
        self.init(sourceKey: sourceKey, nodes: rows.map { Node(id: Int64($0[0]), location: GeoPoint(latitude: $0[1], longitude: $0[2])) })
    }
}
