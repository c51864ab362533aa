/// The JSON text of an array of rows, each an array of plain values (text, numbers, null), written
/// straight into one string: the same text as `JSONValue.array(rows).text`, without first building a
/// value per field (allocating and reference counting those was most of a bulk insert's Swift time).
struct JSONRowsText {
    private(set) var text = "["
    private var rowCount = 0
    private var isRowEmpty = true

    init(reservingCapacity capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    mutating func startRow() {
        text += rowCount == 0 ? "[" : ",["
        rowCount += 1
        isRowEmpty = true
    }

    mutating func endRow() {
        text += "]"
    }

    mutating func append(_ value: String?) {
        separate()
        if let value { JSONValue.writeString(value, to: &text) } else { text += "null" }
    }

    mutating func append(_ value: Double?) {
        separate()
        if let value { JSONValue.writeDouble(value, to: &text) } else { text += "null" }
    }

    mutating func append(_ value: Int?) {
        separate()
        if let value { text += String(value) } else { text += "null" }
    }

    /// The whole array.
    mutating func finish() -> String {
        text += "]"
        return text
    }

    private mutating func separate() {
        if !isRowEmpty { text += "," }
        isRowEmpty = false
    }
}
