/// Encodes an absent value as JSON `null` instead of leaving the key out, as the `--json` schema
/// of the command-line contract requires.
@propertyWrapper
public struct NullEncodable<Value: Encodable & Sendable>: Encodable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullEncodable: Equatable where Value: Equatable {}
