import CatalogDomain

/// One element of an OpenStreetMap export, before it is judged: its tags, position and id when the
/// export has them.
struct OSMRecord: Sendable, Equatable {
    /// `node/123`, `way/45` … when the export carries OSM ids (GDAL-style GeoJSON often does not).
    var osmID: String?
    var point: GeoPoint?
    /// Tags with non-null values, as text.
    var tags: [String: String]
    /// Why the element has no usable position, when it has none.
    var missingPointReason: OSMSkipReason?
    /// A way's nodes with their positions (PBF, XML, Overpass JSON given by nodes), kept so that diffs can move it.
    var outline: [CatalogOutline.Node]? = nil
}
