import CatalogDomain

/// What the first passes over an OSM file (PBF or XML) learn, so that the last can give a place drawn as a way or a
/// relation a position: which ways make each outline, their nodes, and only those nodes' positions.
///
/// 1. The places' ways (their node ids) and relations (their member ways and nodes). A street needs only
///    one position, so only its middle node is kept.
/// 2. When a relation's member ways are not places themselves, those ways' node ids.
/// 3. The positions of the nodes all of these need, and how many places are nodes.
struct OSMOutlines {
    private(set) var wayNodes: [Int64: [Int64]] = [:]
    private(set) var relationMembers: [Int64: [OSMMember]] = [:]
    private(set) var positions = OSMNodePositions(needed: [])
    /// Places to eat in the file (not place names): nodes, ways and relations.
    private(set) var placeCount = 0

    static func read(_ file: some OSMElementPasses, filter: OSMPlaceFilter) throws(OSMImportError) -> OSMOutlines {
        var places = PlacesPass(filter: filter)
        try file.pass(with: &places, filter: filter)
        var outlines = OSMOutlines(wayNodes: places.wayNodes, relationMembers: places.relationMembers, placeCount: places.count)
        // A street kept by its middle node alone may also be a relation's member: read it whole then.
        let wholeWays = Set(places.wayNodes.keys).subtracting(places.streetWays)
        let memberWays = Set(places.relationMembers.values.joined().filter { $0.kind == .way }.map(\.id)).subtracting(wholeWays)
        if !memberWays.isEmpty {
            var members = MemberWaysPass(wanted: memberWays)
            try file.pass(with: &members, filter: filter)
            outlines.wayNodes.merge(members.wayNodes) { _, whole in whole }
        }
        let memberNodes = places.relationMembers.values.joined().filter { $0.kind == .node }.map(\.id)
        var nodes = NodesPass(filter: filter, positions: OSMNodePositions(needed: Array(outlines.wayNodes.values.joined()) + memberNodes))
        try file.pass(with: &nodes, filter: filter)
        outlines.positions = nodes.positions
        outlines.placeCount += nodes.placeCount
        return outlines
    }

    private init(wayNodes: [Int64: [Int64]], relationMembers: [Int64: [OSMMember]], placeCount: Int) {
        self.wayNodes = wayNodes
        self.relationMembers = relationMembers
        self.placeCount = placeCount
    }

    /// A way's position: the centroid of its outline, from the nodes the file holds (an extract cuts
    /// ways at its border); nil when it holds none.
    func position(ofWay id: Int64) -> GeoPoint? {
        OutlineCentroid.centroid(of: [ring(ofWay: id)])
    }

    /// A relation's position: the centroid of its outer ways joined into rings (all its ways when none
    /// is marked outer), else of its member nodes.
    func position(ofRelation id: Int64) -> GeoPoint? {
        let members = relationMembers[id] ?? []
        let ways = members.filter { $0.kind == .way }
        let outer = ways.filter { $0.role == "outer" }
        let stretches = (outer.isEmpty ? ways : outer).compactMap { wayNodes[$0.id] }
        let rings = OutlineRings.rings(joining: stretches).map(points).filter { !$0.isEmpty }
        if !rings.isEmpty { return OutlineCentroid.centroid(of: rings) }
        return OutlineCentroid.centroid(of: [points(members.filter { $0.kind == .node }.map(\.id))])
    }

    /// A way's nodes that the file holds, with their positions.
    func nodes(ofWay id: Int64) -> [CatalogOutline.Node] {
        (wayNodes[id] ?? []).compactMap { node in positions.position(ofNode: node).map { CatalogOutline.Node(id: node, location: $0.point) } }
    }

    private func ring(ofWay id: Int64) -> [GeoPoint] {
        points(wayNodes[id] ?? [])
    }

    private func points(_ nodeIDs: [Int64]) -> [GeoPoint] {
        nodeIDs.compactMap { positions.position(ofNode: $0)?.point }
    }
}

private struct PlacesPass: OSMElementHandler {
    let filter: OSMPlaceFilter
    var wayNodes: [Int64: [Int64]] = [:]
    var relationMembers: [Int64: [OSMMember]] = [:]
    /// The streets, whose middle node alone is kept.
    var streetWays = Set<Int64>()
    var count = 0
    let readsNodes = false, readsWays = true, readsRelations = true

    mutating func node(id: Int64, position: OSMPosition, tags: [String: String]?) {}

    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: OSMLazyValues<[Int64]>) throws(PBFError) {
        guard let tags else { return }
        let nodes = try nodeIDs.decode()
        if filter.isPlaceToEat(tags) {
            count += 1
            wayNodes[id] = nodes
        } else if tags["highway"] != nil, tags["place"] == nil {
            wayNodes[id] = nodes.isEmpty ? [] : [nodes[nodes.count / 2]]
            streetWays.insert(id)
        } else {
            wayNodes[id] = nodes
        }
    }

    mutating func relation(id: Int64, tags: [String: String]?, members: OSMLazyValues<[OSMMember]>) throws(PBFError) {
        guard let tags else { return }
        if filter.isPlaceToEat(tags) { count += 1 }
        relationMembers[id] = try members.decode().filter { $0.kind != .relation }
    }
}

private struct MemberWaysPass: OSMElementHandler {
    let wanted: Set<Int64>
    var wayNodes: [Int64: [Int64]] = [:]
    let readsNodes = false, readsWays = true, readsRelations = false

    mutating func node(id: Int64, position: OSMPosition, tags: [String: String]?) {}

    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: OSMLazyValues<[Int64]>) throws(PBFError) {
        if wanted.contains(id) { wayNodes[id] = try nodeIDs.decode() }
    }

    mutating func relation(id: Int64, tags: [String: String]?, members: OSMLazyValues<[OSMMember]>) throws(PBFError) {}
}

private struct NodesPass: OSMElementHandler {
    let filter: OSMPlaceFilter
    var positions: OSMNodePositions
    var placeCount = 0
    let readsNodes = true, readsWays = false, readsRelations = false

    mutating func node(id: Int64, position: OSMPosition, tags: [String: String]?) {
        if let tags, filter.isPlaceToEat(tags) { placeCount += 1 }
        if !positions.isEmpty { positions.record(position, ofNode: id) }
    }

    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: OSMLazyValues<[Int64]>) throws(PBFError) {}
    mutating func relation(id: Int64, tags: [String: String]?, members: OSMLazyValues<[OSMMember]>) throws(PBFError) {}
}
