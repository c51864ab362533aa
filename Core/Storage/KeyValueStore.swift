import Foundation

/// Small settings that must survive between runs (preferences, the saved location).
public protocol KeyValueStore: Sendable {
    func data(forKey key: String) async throws -> Data?
    func set(_ data: Data, forKey key: String) async throws
    func removeValue(forKey key: String) async throws
}

extension KeyValueStore {
    /// The Codable value stored under `key`, or nil when missing or no longer decodable.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) async throws -> Value? {
        guard let data = try await data(forKey: key) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    public func set<Value: Encodable>(_ value: Value, forKey key: String) async throws {
        try await set(JSONEncoder().encode(value), forKey: key)
    }
}
