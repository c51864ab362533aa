import Foundation

/// An OSM PBF file read one blob at a time, never whole: each is a 4-byte big-endian length, a
/// `BlobHeader` of that length (its type and its blob's size), then the `Blob`, raw or zlib-compressed.
/// The first blob must be the `OSMHeader`, whose required features the importer must all know.
struct PBFBlobReader {
    /// PBF's own limits: a header of at most 64 KiB, a blob of at most 32 MiB, compressed or not.
    static let maximumHeaderSize = 64 * 1024
    static let maximumBlobSize = 32 * 1024 * 1024
    /// What a plain OSM extract requires; history files and anything newer are refused by name.
    static let knownFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    private let reader: OSMExportChunkReader
    private var buffer: [UInt8] = []
    private var position = 0
    private var blobsRead = 0
    /// When the data was current: the `OSMHeader`'s `osmosis_replication_timestamp` (Geofabrik's
    /// extracts carry it), once the header is read.
    private(set) var replicationTimestamp: Date?
    /// The replication diff that data is as of: the header's `osmosis_replication_sequence_number`.
    private(set) var replicationSequence: Int?

    init(source: OSMExportSource) throws(OSMImportError) {
        reader = try OSMExportChunkReader(source, chunkSize: 1 << 20)
    }

    /// The next `OSMData` blob's bytes, inflated, or nil at the end of the file.
    mutating func nextDataBlob() throws(OSMImportError) -> [UInt8]? {
        while let (type, data) = try nextBlob() {
            if type == "OSMData" { return data }
        }
        return nil
    }

    private mutating func nextBlob() throws(OSMImportError) -> (type: String, data: [UInt8])? {
        guard try fill(4) else {
            if buffer.count == position { return nil }
            throw Self.error(.truncated("the last blob header is cut short"))
        }
        let headerSize = buffer[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
        position += 4
        guard headerSize > 0, headerSize <= Self.maximumHeaderSize else {
            throw Self.error(.malformed(blobsRead == 0 ? "not an OSM PBF file" : "a blob header of \(headerSize) bytes"))
        }
        let headerBytes = try take(headerSize, what: "the last blob header")
        let isFirst = blobsRead == 0
        let (type, dataSize) = try Self.decoding { () throws(PBFError) in try Self.header(headerBytes, isFirst: isFirst) }
        let blobBytes = try take(dataSize, what: "the last blob")
        let data = try Self.decoding { () throws(PBFError) in try Self.contents(ofBlob: blobBytes) }
        if type == "OSMHeader" {
            (replicationTimestamp, replicationSequence) = try Self.decoding { () throws(PBFError) in try Self.readHeaderBlock(data) }
        }
        blobsRead += 1
        return (type, data)
    }

    private static func header(_ bytes: [UInt8], isFirst: Bool) throws(PBFError) -> (type: String, dataSize: Int) {
        var header = ProtobufReader(bytes)
        var type: String?
        var dataSize: Int?
        while let field = try header.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): type = try header.string()
            case (3, .varint): dataSize = Int(truncatingIfNeeded: try header.integer())
            default: try header.skip(field.type)
            }
        }
        guard let type, let dataSize, dataSize > 0, dataSize <= maximumBlobSize else {
            throw .malformed(isFirst ? "not an OSM PBF file" : "a blob header without a type or a valid size")
        }
        guard !isFirst || type == "OSMHeader" else { throw .malformed("not an OSM PBF file (it does not start with an OSMHeader)") }
        return (type, dataSize)
    }

    private static func decoding<T>(_ body: () throws(PBFError) -> T) throws(OSMImportError) -> T {
        do { return try body() } catch { throw Self.error(error) }
    }

    private static func error(_ error: PBFError) -> OSMImportError {
        .unreadablePBF(reason: error.reason)
    }

    private static func contents(ofBlob bytes: [UInt8]) throws(PBFError) -> [UInt8] {
        var blob = ProtobufReader(bytes)
        var rawSize: Int?
        var raw: [UInt8]?
        var zlib: [UInt8]?
        var otherCompression: String?
        while let field = try blob.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): raw = try blob.bytesField()
            case (2, .varint): rawSize = Int(truncatingIfNeeded: try blob.integer())
            case (3, .lengthDelimited): zlib = try blob.bytesField()
            case (4, _), (5, _), (6, _), (7, _):
                otherCompression = ["lzma", "bzip2", "lz4", "zstd"][field.number - 4]
                try blob.skip(field.type)
            default: try blob.skip(field.type)
            }
        }
        if let raw { return raw }
        if let zlib {
            guard let rawSize, rawSize > 0, rawSize <= maximumBlobSize else { throw .malformed("a compressed blob without a valid raw_size") }
            return try ZlibInflater.inflate(zlib, expectedSize: rawSize)
        }
        if let otherCompression { throw .unsupported("\(otherCompression)-compressed blobs (only raw and zlib are read)") }
        throw .malformed("a blob without data")
    }

    /// Checks the required features and returns the replication timestamp and sequence number, if any.
    private static func readHeaderBlock(_ data: [UInt8]) throws(PBFError) -> (Date?, Int?) {
        var header = ProtobufReader(data)
        var unknown: [String] = []
        var timestamp: Date?
        var sequence: Int?
        while let field = try header.nextField() {
            switch (field.number, field.type) {
            case (4, .lengthDelimited):
                let feature = try header.string()
                if !knownFeatures.contains(feature) { unknown.append(feature) }
            case (32, .varint):
                let seconds = try header.integer()
                if seconds > 0 { timestamp = Date(timeIntervalSince1970: TimeInterval(seconds)) }
            case (33, .varint):
                let number = try header.integer()
                if number >= 0 { sequence = Int(number) }
            default:
                try header.skip(field.type)
            }
        }
        guard unknown.isEmpty else { throw .unsupported("required features \(unknown.joined(separator: ", "))") }
        return (timestamp, sequence)
    }

    private mutating func take(_ count: Int, what: String) throws(OSMImportError) -> [UInt8] {
        guard try fill(count) else { throw Self.error(.truncated("\(what) is cut short")) }
        let bytes = Array(buffer[position..<(position + count)])
        position += count
        return bytes
    }

    /// Whether `count` bytes are buffered, reading more as needed; false when the file ends first.
    private mutating func fill(_ count: Int) throws(OSMImportError) -> Bool {
        if position > 0, buffer.count - position < count {
            buffer.removeFirst(position)
            position = 0
        }
        while buffer.count - position < count {
            guard try reader.read(appendingTo: &buffer) else { return false }
        }
        return true
    }
}
