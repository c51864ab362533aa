import Foundation

/// A value read back from the cache, with the time it was saved.
public struct CachedValue<Value: Sendable>: Sendable {
    public let value: Value
    public let savedAt: Date

    public init(value: Value, savedAt: Date) {
        self.value = value
        self.savedAt = savedAt
    }
}

extension CachedValue: Equatable where Value: Equatable {}
