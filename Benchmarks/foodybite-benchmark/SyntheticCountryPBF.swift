import DemoCatalog
import Foundation

/// An OSM PBF file of a country's shape, written by osmium from OPL the benchmark streams to it: `nodes`
/// nodes spread over Portugal's box, a tenth as many ways (buildings, and roads of which every tenth is
/// named), and `restaurants` places to eat, two thirds nodes and a third buildings. Node ids follow the
/// ways that use them, so every node's position comes from its way's own seeded generator and nothing is
/// held in memory.
struct SyntheticCountryPBF {
    let nodes: Int
    let restaurants: Int
    let seed: UInt64

    var ways: Int { nodes / 10 }
    var restaurantWays: Int { restaurants / 3 }
    var restaurantNodes: Int { restaurants - restaurantWays }
    /// A restaurant's building: four corners, the first again to close it.
    static let buildingCorners = 4

    /// The nodes the file holds: the ways' and the restaurants drawn as points.
    var nodeTotal: Int {
        restaurantWays * Self.buildingCorners + (ways - restaurantWays) * nodesPerOtherWay + restaurantNodes
    }

    /// Nodes per way that is not a restaurant, so that all of them add up to `nodes`.
    private var nodesPerOtherWay: Int {
        max(2, (nodes - restaurantNodes - restaurantWays * Self.buildingCorners) / max(1, ways - restaurantWays))
    }

    /// Streams the file's OPL into `osmium cat` writing `file`.
    func write(to file: URL, osmium: URL) throws {
        let process = Process()
        process.executableURL = osmium
        process.arguments = ["cat", "-F", "opl", "-o", file.path, "--overwrite", "--output-format", "pbf"]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        let handle = input.fileHandleForWriting
        var text = ""
        text.reserveCapacity(1 << 21)
        func flush(_ force: Bool = false) {
            guard force || text.utf8.count >= 1 << 20 else { return }
            handle.write(Data(text.utf8))
            text.removeAll(keepingCapacity: true)
        }
        // Way nodes, way after way, then the restaurants drawn as points.
        var nodeID = 0
        for way in 0..<ways {
            for point in points(ofWay: way) {
                nodeID += 1
                text += "n\(nodeID) v1 x\(Self.coordinate(point.longitude)) y\(Self.coordinate(point.latitude))\n"
            }
            flush()
        }
        var random = SeededRandomNumberGenerator(seed: seed &+ 7)
        for index in 0..<restaurantNodes {
            nodeID += 1
            let latitude = 37 + random.unit() * 5, longitude = -9.5 + random.unit() * 3.3
            text += "n\(nodeID) v1 x\(Self.coordinate(longitude)) y\(Self.coordinate(latitude)) T\(Self.restaurantTags(index))\n"
            flush()
        }
        // The ways, their nodes counted out again in the same order.
        nodeID = 0
        for way in 0..<ways {
            let count = nodeCount(ofWay: way)
            let first = nodeID + 1
            nodeID += count
            var references = (first...nodeID).map { "n\($0)" }
            let tags: String
            if way < restaurantWays {
                references.append("n\(first)")
                tags = "building=yes," + Self.restaurantTags(restaurantNodes + way)
            } else if way % 10 == 0 {
                tags = "highway=residential,name=Rua%20%\(way % 5_000)"
            } else {
                tags = "building=yes"
            }
            text += "w\(way + 1) v1 T\(tags) N\(references.joined(separator: ","))\n"
            flush()
        }
        flush(true)
        try handle.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
    }

    private func nodeCount(ofWay way: Int) -> Int {
        way < restaurantWays ? Self.buildingCorners : nodesPerOtherWay
    }

    /// A restaurant's building is a square of about 20 m; any other way a line of about 1 km whose nodes
    /// wander by up to 50 m, so that their coordinates compress no better than real ones.
    private func points(ofWay way: Int) -> [(latitude: Double, longitude: Double)] {
        var random = SeededRandomNumberGenerator(seed: seed &+ UInt64(way) &* 0x9E37_79B9)
        let latitude = 37 + random.unit() * 5, longitude = -9.5 + random.unit() * 3.3
        let count = nodeCount(ofWay: way)
        if way < restaurantWays {
            let side = 0.0002
            return [(latitude, longitude), (latitude + side, longitude), (latitude + side, longitude + side), (latitude, longitude + side)]
        }
        var points: [(latitude: Double, longitude: Double)] = []
        for step in 0..<count {
            let along = Double(step)
            let pointLatitude: Double = latitude + along * 0.001 + random.unit() * 0.0005
            let pointLongitude: Double = longitude + along * 0.0005 + random.unit() * 0.0006
            points.append((pointLatitude, pointLongitude))
        }
        return points
    }

    private static func restaurantTags(_ index: Int) -> String {
        "amenity=restaurant,name=Tasca%20%\(index),cuisine=\(["portuguese", "pizza", "seafood", "regional"][index % 4])"
    }

    /// Degrees to seven decimals (OSM's precision), without `String(format:)`, which would cost more than
    /// the rest of the 30 million lines.
    private static func coordinate(_ degrees: Double) -> String {
        let units = Int((degrees * 1e7).rounded())
        let magnitude = abs(units)
        let fraction = String(magnitude % 10_000_000)
        return (units < 0 ? "-" : "") + String(magnitude / 10_000_000) + "." + String(repeating: "0", count: 7 - fraction.count) + fraction
    }
}
