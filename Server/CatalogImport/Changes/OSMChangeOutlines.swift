import CatalogDomain

/// Where a diff puts the restaurants drawn as ways: a way in the diff at the centroid of its nodes, each
/// where the diff puts it or, unchanged, where the catalog's outline has it; and a way the diff leaves
/// alone but whose nodes it moves, at its outline's new centroid.
struct OSMChangeOutlines {
    /// The positions of the diff's created and modified nodes.
    let positions: [Int64: GeoPoint]
    /// The catalog's outlines of the diff's ways, by source key.
    let kept: [String: CatalogOutline]

    init(change elements: [OSMChange.Element], kept outlines: [CatalogOutline]) {
        var positions: [Int64: GeoPoint] = [:]
        for element in elements where element.kind == .node {
            positions[element.id] = element.position?.point
        }
        self.positions = positions
        kept = Dictionary(outlines.map { ($0.sourceKey, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A way's outline when the position of every one of its nodes is known; nil otherwise.
    func outline(ofWay element: OSMChange.Element, sourceKey: String) -> CatalogOutline? {
        let keptNodes = Dictionary((kept[sourceKey]?.nodes ?? []).map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
        let nodes = element.nodeIDs.compactMap { id in (positions[id] ?? keptNodes[id]).map { CatalogOutline.Node(id: id, location: $0) } }
        guard !nodes.isEmpty, nodes.count == element.nodeIDs.count else { return nil }
        return CatalogOutline(sourceKey: sourceKey, nodes: nodes)
    }

    /// The outlines some of whose nodes the diff moves, with those nodes where it puts them.
    func moved(_ outlines: [CatalogOutline]) -> [CatalogOutline] {
        outlines.compactMap { outline in
            var moved = outline
            for index in moved.nodes.indices {
                if let position = positions[moved.nodes[index].id] { moved.nodes[index].location = position }
            }
            return moved == outline ? nil : moved
        }
    }

    /// An outline's centroid, as the import places a way.
    static func centroid(of outline: CatalogOutline) -> GeoPoint? {
        OutlineCentroid.centroid(of: [outline.nodes.map(\.location)])
    }
}
