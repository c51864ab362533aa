import CatalogDomain
import Foundation
import GRDB

/// The floor the comparison measures against: the catalog's rows held in memory in a k-d tree (points
/// on the unit sphere, where the straight-line distance orders as the great-circle one does) and best
/// rated first (`ratingOrderRadius`), answering
/// nearby searches without a keyword as the catalog must (restaurants closed for good left out; best
/// rated by `ratingScore`, then the most rated, then the nearest, then the row id; nearest first by
/// distance, then the row id). No database, no statement, no copying of rows: what is left is the
/// search itself.
final class KDTreeFloor {
    fileprivate struct Row {
        let id: Int64
        let placeID: String
        let location: GeoPoint
        let score: Double?
        let ratingsTotal: Int
    }

    /// Below this radius the best rated are found among the rows of the circle (from the tree); from it
    /// on, by reading the rows best rated first until enough lie in the circle (as the rating index does).
    static let ratingOrderRadius = 5_000.0

    private let rows: [Row]
    private let points: [SIMD3<Double>]
    /// Row indices best rated first (then the most rated).
    private let byRating: [Int]
    /// Row indices in k-d order: the median of each range splits it on the axis of its depth.
    private var order: [Int32]

    init(file: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        let rows = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, placeId, latitude, longitude, ratingScore, effectiveRatingsTotal FROM restaurant
                    WHERE businessStatus <> '\(CatalogBusinessStatus.closedPermanently.rawValue)'
                    """
            )
        }
        self.rows = rows
        points = rows.map { Self.unitVector($0.location) }
        order = (0..<Int32(rows.count)).map { $0 }
        byRating = rows.indices.sorted { Self.isRatedHigher(rows[$0], rows[$1]) }
        build(0, rows.count, depth: 0)
    }

    /// nil for what the floor does not answer (a keyword, other filters).
    func nearby(_ query: NearbyQuery) -> [String]? {
        guard query.keyword == nil, !query.openNow, query.ratingFloor == nil, query.minPrice == nil, query.maxPrice == nil,
              query.priceLevels == nil, query.area == nil, query.requirements == nil, query.cuisines == nil, query.rated == nil else { return nil }
        let radius = min(query.radius ?? NearbyQuery.maximumRadius, NearbyQuery.maximumRadius)
        switch query.ranking {
        case .distance:
            return nearest(query.limit, to: query.center, within: radius)
        case .prominence:
            return bestRated(query.limit, around: query.center, within: radius)
        }
    }

    // MARK: - Searches

    private func nearest(_ count: Int, to center: GeoPoint, within radius: Double) -> [String] {
        let target = Self.unitVector(center)
        // The `count` nearest by chord, and then every row as near as the last of them (ties), ordered
        // by the catalog's distance.
        var nearest: [(chord: Double, index: Int)] = []
        nearestSearch(target, count: count, 0, rows.count, depth: 0, into: &nearest)
        guard let farthest = nearest.last?.chord else { return [] }
        var candidates: [Int] = []
        rangeSearch(target, chord: farthest * (1 + 1e-9) + 1e-12, 0, rows.count, depth: 0, into: &candidates)
        return ranked(candidates, center: center, radius: radius) { lhs, rhs in
            lhs.distance != rhs.distance ? lhs.distance < rhs.distance : rows[lhs.index].id < rows[rhs.index].id
        }
        .prefix(count).map { rows[$0.index].placeID }
    }

    private func bestRated(_ count: Int, around center: GeoPoint, within radius: Double) -> [String] {
        var candidates: [Int] = []
        if radius < Self.ratingOrderRadius {
            rangeSearch(Self.unitVector(center), chord: Self.chord(ofMetres: radius) * (1 + 1e-9) + 1e-12, 0, rows.count, depth: 0, into: &candidates)
        } else {
            // Best rated first until `count` lie in the circle, and those rated as the last of them (ties).
            var inCircle = 0
            for index in byRating {
                if inCircle >= count, let last = candidates.last, Self.isRatedHigher(rows[last], rows[index]) { break }
                if center.distance(to: rows[index].location) <= radius {
                    candidates.append(index)
                    inCircle += 1
                }
            }
        }
        return ranked(candidates, center: center, radius: radius) { lhs, rhs in
            let left = rows[lhs.index], right = rows[rhs.index]
            if Self.isRatedHigher(left, right) { return true }
            if Self.isRatedHigher(right, left) { return false }
            if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
            return left.id < right.id
        }
        .prefix(count).map { rows[$0.index].placeID }
    }

    private func ranked(
        _ candidates: [Int], center: GeoPoint, radius: Double, by areInOrder: ((index: Int, distance: Double), (index: Int, distance: Double)) -> Bool
    ) -> [(index: Int, distance: Double)] {
        candidates.map { (index: $0, distance: center.distance(to: rows[$0].location)) }
            .filter { $0.distance <= radius }
            .sorted(by: areInOrder)
    }

    /// A better score (unrated last), or the same and more ratings.
    private static func isRatedHigher(_ lhs: Row, _ rhs: Row) -> Bool {
        let left = lhs.score ?? -.infinity, right = rhs.score ?? -.infinity
        return left != right ? left > right : lhs.ratingsTotal > rhs.ratingsTotal
    }

    // MARK: - The tree

    private func build(_ low: Int, _ high: Int, depth: Int) {
        guard high - low > 1 else { return }
        let axis = depth % 3
        order[low..<high].sort { points[Int($0)][axis] < points[Int($1)][axis] }
        let middle = (low + high) / 2
        build(low, middle, depth: depth + 1)
        build(middle + 1, high, depth: depth + 1)
    }

    private func nearestSearch(_ target: SIMD3<Double>, count: Int, _ low: Int, _ high: Int, depth: Int, into nearest: inout [(chord: Double, index: Int)]) {
        guard low < high else { return }
        let middle = (low + high) / 2
        let index = Int(order[middle])
        let chord = Self.length(points[index] - target)
        if nearest.count < count || chord < nearest[nearest.count - 1].chord {
            let position = nearest.firstIndex { $0.chord > chord } ?? nearest.count
            nearest.insert((chord, index), at: position)
            if nearest.count > count { nearest.removeLast() }
        }
        let axis = depth % 3
        let offset = target[axis] - points[index][axis]
        let (near, far) = offset < 0 ? ((low, middle), (middle + 1, high)) : ((middle + 1, high), (low, middle))
        nearestSearch(target, count: count, near.0, near.1, depth: depth + 1, into: &nearest)
        if nearest.count < count || abs(offset) < nearest[nearest.count - 1].chord {
            nearestSearch(target, count: count, far.0, far.1, depth: depth + 1, into: &nearest)
        }
    }

    private func rangeSearch(_ target: SIMD3<Double>, chord: Double, _ low: Int, _ high: Int, depth: Int, into found: inout [Int]) {
        guard low < high else { return }
        let middle = (low + high) / 2
        let index = Int(order[middle])
        if Self.length(points[index] - target) <= chord { found.append(index) }
        let offset = target[depth % 3] - points[index][depth % 3]
        if offset - chord <= 0 { rangeSearch(target, chord: chord, low, middle, depth: depth + 1, into: &found) }
        if offset + chord >= 0 { rangeSearch(target, chord: chord, middle + 1, high, depth: depth + 1, into: &found) }
    }

    // MARK: - Geometry

    private static func unitVector(_ point: GeoPoint) -> SIMD3<Double> {
        let latitude = point.latitude * Double.pi / 180, longitude = point.longitude * Double.pi / 180
        return SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
    }

    /// The straight-line distance through the unit sphere between points `metres` apart on the surface.
    private static func chord(ofMetres metres: Double) -> Double {
        2 * sin(min(metres / GeoPoint.earthRadius, Double.pi) / 2)
    }

    private static func length(_ vector: SIMD3<Double>) -> Double {
        (vector * vector).sum().squareRoot()
    }
}

extension KDTreeFloor.Row: FetchableRecord {
    init(row: GRDB.Row) {
        self.init(
            id: row[0], placeID: row[1], location: GeoPoint(latitude: row[2], longitude: row[3]), score: row[4], ratingsTotal: row[5] ?? 0
        )
    }
}
