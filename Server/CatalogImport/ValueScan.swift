/// Finds where a JSON value ends in bytes that may arrive in pieces: it keeps its state (bracket depth,
/// inside a string, after a backslash) between pieces. A container ends at its closing bracket, a string
/// at its closing quote, a number or literal at the first delimiter.
struct ValueScan {
    private let isContainer: Bool
    private var depth = 0
    private var isInString = false
    private var isEscaped = false
    private var hasStarted = false

    init(isContainer: Bool) {
        self.isContainer = isContainer
    }

    var isScalar: Bool { !isContainer && !isInString }

    /// The index just past the value's end, or nil when it goes on past the bytes there are.
    mutating func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                    if !isContainer { return index + 1 }
                }
            } else if isContainer {
                switch byte {
                case UInt8(ascii: "\""): isInString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
            } else if !hasStarted, byte == UInt8(ascii: "\"") {
                isInString = true
            } else if hasStarted, OSMElementStream.isDelimiter(byte) {
                return index
            }
            hasStarted = true
            index += 1
        }
        return nil
    }
}
