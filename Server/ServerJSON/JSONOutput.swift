/// Where JSON goes as it is produced, value by value: straight into bytes (`JSONWriter`), or into a
/// `JSONValue` for answers that a field mask trims before they are written (`JSONTreeBuilder`). A shape
/// written once against it serves both.
package protocol JSONOutput {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The next member's key; its value follows.
    mutating func key(_ key: String)
    mutating func string(_ text: String)
    mutating func int(_ number: Int)
    mutating func double(_ number: Double)
    mutating func bool(_ flag: Bool)
    mutating func null()
}

extension JSONOutput {
    package mutating func object(_ members: (inout Self) -> Void) {
        beginObject()
        members(&self)
        endObject()
    }

    package mutating func array(_ elements: (inout Self) -> Void) {
        beginArray()
        elements(&self)
        endArray()
    }

    package mutating func member(_ key: String, _ value: (inout Self) -> Void) {
        self.key(key)
        value(&self)
    }

    // Members without a value are left out, as Google's answers leave them out.

    package mutating func member(_ key: String, string: String?) {
        member(key, string) { $0.string($1) }
    }

    package mutating func member(_ key: String, int: Int?) {
        member(key, int) { $0.int($1) }
    }

    package mutating func member(_ key: String, double: Double?) {
        member(key, double) { $0.double($1) }
    }

    package mutating func member(_ key: String, bool: Bool?) {
        member(key, bool) { $0.bool($1) }
    }

    private mutating func member<Value>(_ key: String, _ value: Value?, _ write: (inout Self, Value) -> Void) {
        guard let value else { return }
        self.key(key)
        write(&self, value)
    }

    package mutating func value(_ value: JSONValue) {
        switch value {
        case let .string(text): string(text)
        case let .int(number): int(number)
        case let .double(number): double(number)
        case let .bool(flag): bool(flag)
        case .null: null()
        case let .array(elements):
            array { output in
                for element in elements { output.value(element) }
            }
        case let .object(members):
            object { output in
                for member in members { output.member(member.key) { $0.value(member.value) } }
            }
        }
    }
}
