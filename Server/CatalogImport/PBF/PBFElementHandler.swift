/// What one pass over a PBF file does with its elements. A pass says which kinds it reads, so the
/// others' bytes are skipped; `tags` are built only for an element that `PBFPlaceFilter` accepts (nil
/// for every other), and ways' node lists and relations' members are decoded only when asked for.
protocol PBFElementHandler {
    var readsNodes: Bool { get }
    var readsWays: Bool { get }
    var readsRelations: Bool { get }
    mutating func node(id: Int64, position: PBFPosition, tags: [String: String]?)
    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: PBFLazyValues<[Int64]>) throws(PBFError)
    mutating func relation(id: Int64, tags: [String: String]?, members: PBFLazyValues<[PBFMember]>) throws(PBFError)
}

/// A position as PBF stores it, in nanodegrees.
struct PBFPosition: Equatable {
    let latitude: Int64
    let longitude: Int64
}

/// A relation's member: `node`, `way` or `relation`, its id and role.
struct PBFMember: Equatable {
    enum Kind: Int64 { case node = 0, way = 1, relation = 2 }
    let kind: Kind
    let id: Int64
    let role: String
}

/// Values decoded from the block only if the pass asks for them.
struct PBFLazyValues<Value> {
    let decode: () throws(PBFError) -> Value
}
