/// Keeps local representations of domain models, grouped by kind and found by key. Each feature's
/// cache (a DAO) maps its domain models to Codable local models and stores them here.
public protocol LocalStore: Sendable {
    func save<Value: Codable & Sendable>(_ value: Value, kind: String, key: String) async throws
    /// The value saved for this kind and key, or nil when none was saved or it no longer decodes.
    func load<Value: Codable & Sendable>(_ type: Value.Type, kind: String, key: String) async throws -> CachedValue<Value>?
    func delete(kind: String, key: String) async throws
}
