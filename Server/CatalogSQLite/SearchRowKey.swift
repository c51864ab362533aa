import CatalogDomain
import Foundation

/// The full-text index's row id for a restaurant: the cell its point lies in on a Z-order curve (18
/// bits of latitude and 18 of longitude, interleaved: cells of about 75 m north to south), then its id
/// in the low 27 bits (ids up to 134 million). The restaurants of an area lie in a few runs of row ids,
/// so FTS5 answers "names starting so, within this box" by seeking in the words' lists of row ids
/// (`rowid BETWEEN`) instead of reading every match in the catalog. PostgreSQL's word index keeps the
/// cell beside each word (`restaurant_word.cell`) for the same reason.
package enum SearchRowKey {
    static let idBits = 27
    /// Ids beyond this do not fit a key; the schema's triggers refuse such a restaurant.
    static let maximumID: Int64 = (1 << idBits) - 1
    static let cellBits = 18
    package static let cellsPerSide = 1 << cellBits

    static func key(latitude: Double, longitude: Double, id: Int64) -> Int64 {
        (cell(latitude: latitude, longitude: longitude) << Int64(idBits)) | id
    }

    /// The cell a point lies in: a key's high bits.
    package static func cell(latitude: Double, longitude: Double) -> Int64 {
        cellKey(row: row(latitude: latitude), column: column(longitude: longitude))
    }

    static func restaurantID(_ key: Int64) -> Int64 {
        key & maximumID
    }

    /// `restaurantID` of the SQL expression `key`.
    static func restaurantIDExpression(_ key: String) -> String {
        "(\(key) & \(maximumID))"
    }

    /// `key` as a SQL expression of the three columns, computing the cell exactly as `key` does (the
    /// subquery names the cell's row and column once, as the bits are spread).
    static func expression(latitude: String, longitude: String, id: String) -> String {
        let row = "min(\(cellsPerSide - 1), max(0, CAST((\(latitude) + 90) * \(cellsPerSide) / 180 AS INTEGER)))"
        let column = "min(\(cellsPerSide - 1), max(0, CAST((\(longitude) + 180) * \(cellsPerSide) / 360 AS INTEGER)))"
        return "((SELECT (\(cellExpression(row: "cellRow", column: "cellColumn"))) << \(idBits) FROM (SELECT \(row) AS cellRow, \(column) AS cellColumn)) | \(id))"
    }

    /// The cell of the SQL expressions `row` and `column` (integers, as `row(latitude:)` and
    /// `column(longitude:)` give them), in SQL that SQLite and PostgreSQL read alike.
    package static func cellExpression(row: String, column: String) -> String {
        "(\(spreadExpression(row)) << 1) | \(spreadExpression(column))"
    }

    /// Runs of keys holding every restaurant in the box (and some around it): those of `cellRanges`.
    static func ranges(covering box: GeoBoundingBox) -> [ClosedRange<Int64>] {
        cellRanges(covering: box).map(keys(inCells:))
    }

    /// Runs of keys holding every restaurant within `radius` of `center`: those of `cellRanges(within:of:)`.
    /// A full-text search within a circle reads its matches in these: the box's few runs of
    /// `ranges(covering:)` reach up to three times as far, and a common word's matches out there were
    /// most of what it read. (Each run costs a query of its own, so circles read again and again as they
    /// grow, as `nearestMatches` reads them, keep the box's.)
    static func ranges(within radius: Double, of center: GeoPoint) -> [ClosedRange<Int64>] {
        cellRanges(within: radius, of: center).map(keys(inCells:))
    }

    /// Every key of a run of cells, whatever its id.
    private static func keys(inCells cells: ClosedRange<Int64>) -> ClosedRange<Int64> {
        (cells.lowerBound << Int64(idBits))...((cells.upperBound << Int64(idBits)) | maximumID)
    }

    /// Runs of cells holding every point in the box (and some around it): the box is covered by at most
    /// three by three aligned blocks of cells, each one run of the curve, merged where they touch.
    static func cellRanges(covering box: GeoBoundingBox) -> [ClosedRange<Int64>] {
        merged(blocks(covering: box, across: 2).map(\.cells))
    }

    /// Runs of cells holding every point within `radius` of `center`, closer around the circle than
    /// `cellRanges(covering:)` at the cost of more runs: its boxes covered by blocks of an eighth to a
    /// quarter of their span, those wholly beyond the radius left out.
    package static func cellRanges(within radius: Double, of center: GeoPoint) -> [ClosedRange<Int64>] {
        merged(GeoBoundingBox.covering(center: center, radius: radius).flatMap { box in
            blocks(covering: box, across: 8).filter { distanceBound(from: center, to: $0.bounds) <= radius }.map(\.cells)
        })
    }

    /// The aligned square blocks of cells covering the box, their side the smallest power of two at
    /// least `1 / across` of its span (so at most `across + 1` of them along each side).
    private static func blocks(covering box: GeoBoundingBox, across: Int) -> [(cells: ClosedRange<Int64>, bounds: GeoBoundingBox)] {
        let rows = row(latitude: box.minLatitude)...row(latitude: box.maxLatitude)
        let columns = column(longitude: box.minLongitude)...column(longitude: box.maxLongitude)
        let span = max(rows.count, columns.count)
        var side = 1
        while side * across < span { side *= 2 }
        var blocks: [(cells: ClosedRange<Int64>, bounds: GeoBoundingBox)] = []
        for blockRow in stride(from: rows.lowerBound / side * side, through: rows.upperBound, by: side) {
            for blockColumn in stride(from: columns.lowerBound / side * side, through: columns.upperBound, by: side) {
                let first = cellKey(row: blockRow, column: blockColumn)
                blocks.append((first...(first + Int64(side * side) - 1), bounds(rows: blockRow..<(blockRow + side), columns: blockColumn..<(blockColumn + side))))
            }
        }
        return blocks
    }

    private static func merged(_ ranges: [ClosedRange<Int64>]) -> [ClosedRange<Int64>] {
        var merged: [ClosedRange<Int64>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound + 1 >= range.lowerBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// The latitudes and longitudes of the cell a key lies in.
    static func cell(of key: Int64) -> GeoBoundingBox {
        let cell = key >> Int64(idBits)
        let row = Int(compact(cell >> 1)), column = Int(compact(cell))
        return bounds(rows: row..<(row + 1), columns: column..<(column + 1))
    }

    /// The latitudes and longitudes of a block of cells.
    private static func bounds(rows: Range<Int>, columns: Range<Int>) -> GeoBoundingBox {
        let side = Double(cellsPerSide)
        return GeoBoundingBox(
            minLatitude: Double(rows.lowerBound) * 180 / side - 90, maxLatitude: Double(rows.upperBound) * 180 / side - 90,
            minLongitude: Double(columns.lowerBound) * 360 / side - 180, maxLongitude: Double(columns.upperBound) * 360 / side - 180
        )
    }

    /// A lower bound of the distance in metres from `center` to any point of the cell `key` lies in.
    static func distanceBound(from center: GeoPoint, toCellOf key: Int64) -> Double {
        distanceBound(from: center, to: cell(of: key))
    }

    /// A lower bound of the distance in metres from `center` to any point of a cell or block: the
    /// distance to its nearest edge, less a margin for edges that are not great circles (0 near the
    /// poles, where that margin would not do).
    private static func distanceBound(from center: GeoPoint, to cell: GeoBoundingBox) -> Double {
        guard abs(center.latitude) < 80 else { return 0 }
        let latitude = min(max(center.latitude, cell.minLatitude), cell.maxLatitude)
        var longitude = center.longitude
        if !(cell.minLongitude...cell.maxLongitude).contains(longitude) {
            // The nearer edge, going either way around the Earth.
            let toWest = abs(remainder(cell.minLongitude - longitude, 360)), toEast = abs(remainder(cell.maxLongitude - longitude, 360))
            longitude = toWest <= toEast ? cell.minLongitude : cell.maxLongitude
        }
        return max(0, center.distance(to: GeoPoint(latitude: latitude, longitude: longitude)) / 1.01 - 1)
    }

    static func row(latitude: Double) -> Int {
        min(cellsPerSide - 1, max(0, Int((latitude + 90) * Double(cellsPerSide) / 180)))
    }

    static func column(longitude: Double) -> Int {
        min(cellsPerSide - 1, max(0, Int((longitude + 180) * Double(cellsPerSide) / 360)))
    }

    private static func cellKey(row: Int, column: Int) -> Int64 {
        (spread(Int64(row)) << 1) | spread(Int64(column))
    }

    private static let spreadSteps: [(shift: Int64, mask: Int64)] = [
        (16, 0x0000_FFFF_0000_FFFF), (8, 0x00FF_00FF_00FF_00FF), (4, 0x0F0F_0F0F_0F0F_0F0F), (2, 0x3333_3333_3333_3333), (1, 0x5555_5555_5555_5555),
    ]

    /// The bits of `value` moved apart, one zero bit between each.
    private static func spread(_ value: Int64) -> Int64 {
        spreadSteps.reduce(value) { bits, step in (bits | (bits << step.shift)) & step.mask }
    }

    private static let compactSteps: [(shift: Int64, mask: Int64)] = [
        (1, 0x3333_3333_3333_3333), (2, 0x0F0F_0F0F_0F0F_0F0F), (4, 0x00FF_00FF_00FF_00FF), (8, 0x0000_FFFF_0000_FFFF), (16, 0x0000_0000_FFFF_FFFF),
    ]

    /// The even bits of `value` moved together: `spread` undone.
    private static func compact(_ value: Int64) -> Int64 {
        compactSteps.reduce(value & 0x5555_5555_5555_5555) { bits, step in (bits | (bits >> step.shift)) & step.mask }
    }

    private static func spreadExpression(_ value: String) -> String {
        spreadSteps.reduce(value) { bits, step in "((\(bits) | (\(bits) << \(step.shift))) & \(step.mask))" }
    }
}
