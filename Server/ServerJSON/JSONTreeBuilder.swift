/// Builds the `JSONValue` of what is written to it, for answers that are trimmed by a field mask before
/// they are written.
package struct JSONTreeBuilder: JSONOutput {
    /// The one whole value `write` writes.
    package static func value(of write: (inout JSONTreeBuilder) -> Void) -> JSONValue {
        var builder = JSONTreeBuilder()
        write(&builder)
        guard let value = builder.value, builder.open.isEmpty else { preconditionFailure("nothing whole was written") }
        return value
    }

    /// The whole value once it is written; nil before.
    private var value: JSONValue?
    /// The objects and arrays begun and not yet ended, innermost last.
    private var open: [Container] = []

    private enum Container {
        case object(members: [(key: String, value: JSONValue)], nextKey: String?)
        case array([JSONValue])
    }

    package mutating func beginObject() {
        open.append(.object(members: [], nextKey: nil))
    }

    package mutating func endObject() {
        guard case let .object(members, nil) = open.popLast() else { preconditionFailure("endObject() without an open object, or after a key") }
        add(.object(members))
    }

    package mutating func beginArray() {
        open.append(.array([]))
    }

    package mutating func endArray() {
        guard case let .array(elements) = open.popLast() else { preconditionFailure("endArray() without an open array") }
        add(.array(elements))
    }

    package mutating func key(_ key: String) {
        guard case let .object(members, nil) = open.popLast() else { preconditionFailure("key(_:) outside an object, or after a key") }
        open.append(.object(members: members, nextKey: key))
    }

    package mutating func string(_ text: String) { add(.string(text)) }
    package mutating func int(_ number: Int) { add(.int(number)) }
    package mutating func double(_ number: Double) { add(.double(number)) }
    package mutating func bool(_ flag: Bool) { add(.bool(flag)) }
    package mutating func null() { add(.null) }

    private mutating func add(_ element: JSONValue) {
        switch open.popLast() {
        case nil:
            precondition(value == nil, "a second value after the whole one")
            value = element
        case .object(var members, let key?):
            members.append((key: key, value: element))
            open.append(.object(members: members, nextKey: nil))
        case .object:
            preconditionFailure("a member's value without its key")
        case var .array(elements):
            elements.append(element)
            open.append(.array(elements))
        }
    }
}
