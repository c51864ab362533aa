import Foundation

/// `LocalStore` in memory: for tests, and where nothing should outlive the process.
public actor InMemoryLocalStore: LocalStore {
    private struct Entry {
        let payload: Data
        let savedAt: Date
    }

    private var entries: [String: Entry] = [:]
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    public func save<Value: Codable & Sendable>(_ value: Value, kind: String, key: String) async throws {
        entries[Self.identifier(kind, key)] = Entry(payload: try JSONEncoder().encode(value), savedAt: now())
    }

    public func load<Value: Codable & Sendable>(_ type: Value.Type, kind: String, key: String) async throws -> CachedValue<Value>? {
        guard let entry = entries[Self.identifier(kind, key)],
              let value = try? JSONDecoder().decode(Value.self, from: entry.payload)
        else { return nil }
        return CachedValue(value: value, savedAt: entry.savedAt)
    }

    public func delete(kind: String, key: String) async throws {
        entries[Self.identifier(kind, key)] = nil
    }

    private static func identifier(_ kind: String, _ key: String) -> String {
        "\(kind)\u{1F}\(key)"
    }
}
