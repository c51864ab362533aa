/// Where bytes stop being well-formed UTF-8 (overlong forms, surrogates and cut sequences included), so
/// that an import refuses them at their line and column instead of storing U+FFFD in their place.
enum UTF8Check {
    /// The offset of the first byte that starts no valid sequence, or nil when all of them are valid.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
