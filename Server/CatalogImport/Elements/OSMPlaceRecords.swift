import CatalogDomain

/// A pass that turns the places to eat it sees into records: nodes at their position, ways and
/// relations at the centroid of their outlines (see `OSMOutlines`).
struct OSMPlaceRecords: OSMElementHandler {
    let outlines: OSMOutlines
    var records: [OSMRecord] = []
    let readsNodes = true, readsWays = true, readsRelations = true

    mutating func node(id: Int64, position: OSMPosition, tags: [String: String]?) {
        guard let tags else { return }
        records.append(OSMRecord(osmID: "node/\(id)", point: position.point, tags: tags, missingPointReason: nil))
    }

    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: OSMLazyValues<[Int64]>) throws(PBFError) {
        guard let tags else { return }
        append("way/\(id)", outlines.position(ofWay: id), tags)
        records[records.count - 1].outline = outlines.nodes(ofWay: id)
    }

    mutating func relation(id: Int64, tags: [String: String]?, members: OSMLazyValues<[OSMMember]>) throws(PBFError) {
        guard let tags else { return }
        append("relation/\(id)", outlines.position(ofRelation: id), tags)
    }

    private mutating func append(_ osmID: String, _ point: GeoPoint?, _ tags: [String: String]) {
        records.append(OSMRecord(osmID: osmID, point: point, tags: tags, missingPointReason: point == nil ? .noCoordinates : nil))
    }
}
