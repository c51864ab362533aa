import CatalogDomain

/// What one pass over an OSM file (PBF or XML) does with its elements. A pass says which kinds it reads, so the
/// others' bytes are skipped; `tags` are built only for an element that `OSMPlaceFilter` accepts (nil
/// for every other), and ways' node lists and relations' members are decoded only when asked for.
protocol OSMElementHandler {
    var readsNodes: Bool { get }
    var readsWays: Bool { get }
    var readsRelations: Bool { get }
    mutating func node(id: Int64, position: OSMPosition, tags: [String: String]?)
    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: OSMLazyValues<[Int64]>) throws(PBFError)
    mutating func relation(id: Int64, tags: [String: String]?, members: OSMLazyValues<[OSMMember]>) throws(PBFError)
}

/// A position in nanodegrees, as PBF stores it (and XML is read into).
struct OSMPosition: Equatable {
    let latitude: Int64
    let longitude: Int64

    var point: GeoPoint {
        GeoPoint(latitude: Double(latitude) / 1e9, longitude: Double(longitude) / 1e9)
    }
}

/// A relation's member: `node`, `way` or `relation`, its id and role.
struct OSMMember: Equatable {
    enum Kind: Int64 { case node = 0, way = 1, relation = 2 }
    let kind: Kind
    let id: Int64
    let role: String
}

/// Values decoded (from a PBF block) only if the pass asks for them.
struct OSMLazyValues<Value> {
    let decode: () throws(PBFError) -> Value
}
