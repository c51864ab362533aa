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

    init(latitude: Int64, longitude: Int64) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Degrees as nanodegrees, when both are finite and within ±90 and ±180.
    init?(degreesLatitude latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180,
              let nanoLatitude = Int64(exactly: (latitude * 1e9).rounded()),
              let nanoLongitude = Int64(exactly: (longitude * 1e9).rounded())
        else { return nil }
        self.init(latitude: nanoLatitude, longitude: nanoLongitude)
    }

    /// OSM XML's `lat` and `lon` attributes, when both are numbers in range.
    init?(latitudeText: String, longitudeText: String) {
        guard let latitude = Double(latitudeText), let longitude = Double(longitudeText) else { return nil }
        self.init(degreesLatitude: latitude, longitude: longitude)
    }

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
