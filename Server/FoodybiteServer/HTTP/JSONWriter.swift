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
        separate()
        JSONValue.writeString(text, to: &bytes)
        afterValue = true
    }

    mutating func int(_ number: Int) {
        separate()
        bytes.append(contentsOf: String(number).utf8)
        afterValue = true
    }

    mutating func double(_ number: Double) {
        separate()
        JSONValue.writeDouble(number, to: &bytes)
        afterValue = true
    }

    mutating func bool(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        afterValue = true
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        afterValue = true
    }

    private mutating func separate() {
        if afterValue { bytes.append(UInt8(ascii: ",")) }
    }
}
