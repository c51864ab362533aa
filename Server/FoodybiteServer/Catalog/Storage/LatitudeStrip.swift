import GRDB

/// The catalog's restaurants by strip of latitude (`restaurant_by_strip`): a strip is a 500th of a
/// degree (about 220 m), numbered as SQLite's `CAST(latitude * 500 AS INTEGER)` numbers it, truncated
/// toward zero. Within a strip the index is in longitude order, so a box is read as one range of the
/// index per strip it spans, in index order, without the table.
enum LatitudeStrip {
    /// The expression the index is on; a statement must use it verbatim for SQLite to use the index.
    static let expression = "CAST(latitude * 500 AS INTEGER)"

    /// The strips holding every latitude from `minLatitude` to `maxLatitude` (truncation never
    /// decreases, so the strips of the bounds enclose those of every latitude between them).
    static func strips(from minLatitude: Double, to maxLatitude: Double) -> ClosedRange<Int> {
        Int(minLatitude * 500)...Int(maxLatitude * 500)
    }

    /// One statement's arguments per strip the box spans: the strip, then the box's longitudes and
    /// latitudes, as the statements reading a strip within a box take them.
    static func arguments(covering box: GeoBoundingBox) -> [StatementArguments] {
        strips(from: box.minLatitude, to: box.maxLatitude).map { [$0, box.minLongitude, box.maxLongitude, box.minLatitude, box.maxLatitude] }
    }
}
