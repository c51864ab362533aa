import ServerJSON

/// The JSON text of an array of rows, each an array of plain values (text, numbers, null), written
/// straight into one byte array: the same text as `JSONValue.array(rows).text`, without first building
/// a value per field (allocating and reference counting those was most of a bulk insert's Swift time).
struct JSONRowsText {
    private var bytes: [UInt8] = [UInt8(ascii: "[")]
    private var rowCount = 0
    private var isRowEmpty = true

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func startRow() {
        if rowCount > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "["))
        rowCount += 1
        isRowEmpty = true
    }

    mutating func endRow() {
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func append(_ value: String?) {
        separate()
        if let value { JSONWriter.writeString(value, to: &bytes) } else { appendNull() }
    }

    mutating func append(_ value: Double?) {
        separate()
        if let value { JSONWriter.writeDouble(value, to: &bytes) } else { appendNull() }
    }

    mutating func append(_ value: Int?) {
        separate()
        if let value { bytes.append(contentsOf: String(value).utf8) } else { appendNull() }
    }

    /// The whole array.
    mutating func finish() -> String {
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func appendNull() {
        bytes.append(contentsOf: "null".utf8)
    }

    private mutating func separate() {
        if !isRowEmpty { bytes.append(UInt8(ascii: ",")) }
        isRowEmpty = false
    }
}
