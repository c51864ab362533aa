import Foundation

public actor InMemoryKeyValueStore: KeyValueStore {
    private var values: [String: Data] = [:]

    public init() {}

    public func data(forKey key: String) async throws -> Data? {
        values[key]
    }

    public func set(_ data: Data, forKey key: String) async throws {
        values[key] = data
    }

    public func removeValue(forKey key: String) async throws {
        values[key] = nil
    }
}
