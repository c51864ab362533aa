import CZlib
import Foundation

/// A small OSM PBF file written the way osmium writes them (a header blob, then data blobs of dense
/// nodes, ways and relations, positions in nanodegrees at granularity 100), for the importer's tests.
struct PBFTestFile {
    struct Node {
        var id: Int64
        var latitude: Double
        var longitude: Double
        var tags: [(String, String)] = []
    }

    struct Way {
        var id: Int64
        var nodeIDs: [Int64]
        var tags: [(String, String)] = []
    }

    struct Relation {
        var id: Int64
        /// Kind (0 node, 1 way, 2 relation), id and role.
        var members: [(kind: Int64, id: Int64, role: String)]
        var tags: [(String, String)] = []
    }

    enum Compression { case raw, zlib, lzma }

    var requiredFeatures = ["OsmSchema-V0.6", "DenseNodes"]
    var denseNodes: [Node] = []
    var plainNodes: [Node] = []
    var ways: [Way] = []
    var relations: [Relation] = []
    var compression = Compression.zlib
    /// The header's `osmosis_replication_timestamp`, in seconds since 1970.
    var replicationTimestamp: UInt64?
    /// The header's `osmosis_replication_sequence_number`.
    var replicationSequence: UInt64?

    var data: Data {
        var header = ProtobufWriter()
        for feature in requiredFeatures { header.field(4, string: feature) }
        header.field(16, string: "foodybite-tests")
        if let replicationTimestamp { header.field(32, varint: replicationTimestamp) }
        if let replicationSequence { header.field(33, varint: replicationSequence) }
        return Data(blob("OSMHeader", header.bytes) + blob("OSMData", primitiveBlock()))
    }

    private func primitiveBlock() -> [UInt8] {
        var strings = [""]
        func index(_ text: String) -> Int64 {
            if let found = strings.firstIndex(of: text) { return Int64(found) }
            strings.append(text)
            return Int64(strings.count - 1)
        }
        var group = ProtobufWriter()
        if !denseNodes.isEmpty {
            var dense = ProtobufWriter()
            dense.field(1, packed: denseNodes.map(\.id), signed: true, deltas: true)
            dense.field(8, packed: denseNodes.map { Self.units($0.latitude) }, signed: true, deltas: true)
            dense.field(9, packed: denseNodes.map { Self.units($0.longitude) }, signed: true, deltas: true)
            dense.field(10, packed: denseNodes.flatMap { node in node.tags.flatMap { [index($0.0), index($0.1)] } + [0] }, signed: false)
            group.field(2, message: dense)
        }
        for node in plainNodes {
            var message = ProtobufWriter()
            message.field(1, signed: node.id)
            message.field(2, packed: node.tags.map { index($0.0) }, signed: false)
            message.field(3, packed: node.tags.map { index($0.1) }, signed: false)
            message.field(8, signed: Self.units(node.latitude))
            message.field(9, signed: Self.units(node.longitude))
            group.field(1, message: message)
        }
        for way in ways {
            var message = ProtobufWriter()
            message.field(1, varint: UInt64(way.id))
            message.field(2, packed: way.tags.map { index($0.0) }, signed: false)
            message.field(3, packed: way.tags.map { index($0.1) }, signed: false)
            message.field(8, packed: way.nodeIDs, signed: true, deltas: true)
            group.field(3, message: message)
        }
        for relation in relations {
            var message = ProtobufWriter()
            message.field(1, varint: UInt64(relation.id))
            message.field(2, packed: relation.tags.map { index($0.0) }, signed: false)
            message.field(3, packed: relation.tags.map { index($0.1) }, signed: false)
            message.field(8, packed: relation.members.map { index($0.role) }, signed: false)
            message.field(9, packed: relation.members.map(\.id), signed: true, deltas: true)
            message.field(10, packed: relation.members.map(\.kind), signed: false)
            group.field(4, message: message)
        }
        var table = ProtobufWriter()
        for text in strings { table.field(1, string: text) }
        var block = ProtobufWriter()
        block.field(1, message: table)
        block.field(2, message: group)
        return block.bytes
    }

    private func blob(_ type: String, _ contents: [UInt8]) -> [UInt8] {
        var blob = ProtobufWriter()
        switch compression {
        case .raw:
            blob.field(1, bytes: contents)
        case .zlib:
            blob.field(2, varint: UInt64(contents.count))
            blob.field(3, bytes: Self.deflated(contents))
        case .lzma:
            blob.field(2, varint: UInt64(contents.count))
            blob.field(4, bytes: [0x5D, 0, 0])
        }
        var header = ProtobufWriter()
        header.field(1, string: type)
        header.field(3, varint: UInt64(blob.bytes.count))
        let size = UInt32(header.bytes.count)
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + header.bytes + blob.bytes
    }

    /// Degrees in PBF's units at the default granularity (100 nanodegrees).
    private static func units(_ degrees: Double) -> Int64 {
        Int64((degrees * 1e7).rounded())
    }

    private static func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&output, &size, bytes, uLong(bytes.count), 6)
        precondition(status == Z_OK, "zlib could not compress the test block")
        return Array(output.prefix(Int(size)))
    }
}
