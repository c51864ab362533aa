/// Protocol Buffers' wire format read field by field, over bytes already in memory (one decompressed
/// PBF blob): no generated code, only what OSM's PBF messages use. Every length is checked against the
/// bytes that remain, so a damaged file is an error, never a read out of bounds.
struct ProtobufReader {
    enum WireType: UInt64 {
        case varint = 0, fixed64 = 1, lengthDelimited = 2, fixed32 = 5
    }

    private let bytes: [UInt8]
    private var offset: Int
    private let end: Int

    init(_ bytes: [UInt8]) {
        self.init(bytes, range: 0..<bytes.count)
    }

    private init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset >= end }

    /// The next field's number and wire type, or nil at the end of the message.
    mutating func nextField() throws(PBFError) -> (number: Int, type: WireType)? {
        guard !isAtEnd else { return nil }
        let key = try varint()
        guard let type = WireType(rawValue: key & 7) else { throw .malformed("wire type \(key & 7) of field \(key >> 3)") }
        let number = key >> 3
        guard number > 0, number <= 536_870_911 else { throw .malformed("field number \(number)") }
        return (Int(number), type)
    }

    mutating func varint() throws(PBFError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end else { throw .malformed("a number runs past the end of its message") }
            let byte = bytes[offset]
            offset += 1
            guard shift < 64, shift < 63 || byte <= 1 else { throw .malformed("a number longer than 64 bits") }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
        }
    }

    /// A `sint32`/`sint64` (zigzag-encoded).
    mutating func signedVarint() throws(PBFError) -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    /// An `int32`/`int64`/`uint32` (two's complement in 64 bits).
    mutating func integer() throws(PBFError) -> Int64 {
        Int64(bitPattern: try varint())
    }

    /// A length-delimited field's bytes, as a reader of their own (embedded messages, packed values).
    mutating func message() throws(PBFError) -> ProtobufReader {
        let length = try varint()
        guard length <= UInt64(end - offset) else { throw .malformed("a field of \(length) bytes where \(end - offset) remain") }
        let start = offset
        offset += Int(length)
        return ProtobufReader(bytes, range: start..<offset)
    }

    mutating func bytesField() throws(PBFError) -> [UInt8] {
        let field = try message()
        return Array(field.bytes[field.offset..<field.end])
    }

    mutating func string() throws(PBFError) -> String {
        let field = try message()
        return String(decoding: field.bytes[field.offset..<field.end], as: UTF8.self)
    }

    mutating func skip(_ type: WireType) throws(PBFError) {
        switch type {
        case .varint: _ = try varint()
        case .lengthDelimited: _ = try message()
        case .fixed64: try advance(8)
        case .fixed32: try advance(4)
        }
    }

    /// A packed repeated field of varints, read whole (`signed` for zigzag-encoded values).
    mutating func packedIntegers(signed: Bool) throws(PBFError) -> [Int64] {
        var field = try message()
        var values: [Int64] = []
        values.reserveCapacity((field.end - field.offset) / 2)
        while !field.isAtEnd {
            values.append(signed ? try field.signedVarint() : try field.integer())
        }
        return values
    }

    private mutating func advance(_ count: Int) throws(PBFError) {
        guard count <= end - offset else { throw .malformed("a fixed-size field runs past the end of its message") }
        offset += count
    }
}
