/// JSON text written straight into UTF-8 bytes as it is produced, with no `JSONValue` built first:
/// building and freeing that tree cost a nearby search more than writing its text.
struct JSONWriter: JSONOutput {
    private(set) var bytes: [UInt8] = []
    /// Whether a value has just ended, so that the next one in the same container needs a comma.
    private var afterValue = false

    init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        afterValue = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        afterValue = true
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        afterValue = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        afterValue = true
    }

    mutating func key(_ key: String) {
        separate()
        JSONValue.writeString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterValue = false
    }

    mutating func string(_ text: String) {
        writeValue { JSONValue.writeString(text, to: &$0) }
    }

    mutating func int(_ number: Int) {
        writeValue { $0.append(contentsOf: String(number).utf8) }
    }

    mutating func double(_ number: Double) {
        writeValue { JSONValue.writeDouble(number, to: &$0) }
    }

    mutating func bool(_ flag: Bool) {
        writeValue { $0.append(contentsOf: (flag ? "true" : "false").utf8) }
    }

    mutating func null() {
        writeValue { $0.append(contentsOf: "null".utf8) }
    }

    private mutating func writeValue(_ write: (inout [UInt8]) -> Void) {
        separate()
        write(&bytes)
        afterValue = true
    }

    private mutating func separate() {
        if afterValue { bytes.append(UInt8(ascii: ",")) }
    }
}
