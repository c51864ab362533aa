/// A multipolygon's outline as OSM draws it: often several ways, each a stretch of one ring. Stretches
/// that share an end are joined (turned round where needed) into rings; what cannot be closed is kept
/// as it is, so that its points still count.
enum OutlineRings {
    static func rings<Point: Equatable>(joining stretches: [[Point]]) -> [[Point]] {
        var open = stretches.filter { $0.count >= 2 }
        var rings: [[Point]] = []
        while !open.isEmpty {
            var ring = open.removeFirst()
            while ring.first != ring.last, let index = open.firstIndex(where: { $0.first == ring.last || $0.last == ring.last }) {
                let next = open.remove(at: index)
                ring += (next.first == ring.last ? next : next.reversed()).dropFirst()
            }
            rings.append(ring)
        }
        return rings
    }
}
