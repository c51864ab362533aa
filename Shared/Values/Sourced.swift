/// A value together with where it came from, so a view can say "cached 3 hours ago".
public struct Sourced<Value: Sendable>: Sendable {
    public let value: Value
    public let origin: DataOrigin

    public init(_ value: Value, origin: DataOrigin) {
        self.value = value
        self.origin = origin
    }

    public static func live(_ value: Value) -> Sourced {
        Sourced(value, origin: .live)
    }
}

extension Sourced: Equatable where Value: Equatable {}
