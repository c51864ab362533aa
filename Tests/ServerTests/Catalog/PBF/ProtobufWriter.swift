/// Protocol Buffers' wire format written field by field, for the PBF files the tests make.
struct ProtobufWriter {
    private(set) var bytes: [UInt8] = []

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func field(_ number: Int, varint value: UInt64) {
        varint(UInt64(number) << 3)
        varint(value)
    }

    mutating func field(_ number: Int, signed value: Int64) {
        field(number, varint: Self.zigzag(value))
    }

    mutating func field(_ number: Int, bytes value: [UInt8]) {
        varint(UInt64(number) << 3 | 2)
        varint(UInt64(value.count))
        bytes += value
    }

    mutating func field(_ number: Int, string value: String) {
        field(number, bytes: Array(value.utf8))
    }

    mutating func field(_ number: Int, message: ProtobufWriter) {
        field(number, bytes: message.bytes)
    }

    /// A packed repeated field: zigzag-encoded when `signed`, delta-encoded first when `deltas`.
    mutating func field(_ number: Int, packed values: [Int64], signed: Bool, deltas: Bool = false) {
        var packed = ProtobufWriter()
        var previous: Int64 = 0
        for value in values {
            let written = deltas ? value - previous : value
            previous = value
            packed.varint(signed ? Self.zigzag(written) : UInt64(bitPattern: written))
        }
        field(number, bytes: packed.bytes)
    }

    static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }
}
