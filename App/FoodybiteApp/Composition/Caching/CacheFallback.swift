import Shared

/// The fallback every `...WithFallbackComposite` applies: the primary's answer, else the
/// secondary's (the cache), marked with why the primary failed. When the secondary fails too (nothing
/// cached), the primary's error is the one worth showing. A definitive answer (say, "no such
/// restaurant") is passed on rather than hidden behind an old cached one.
enum CacheFallback {
    static func answer<Value: Sendable>(
        primary: () async throws -> Sourced<Value>,
        secondary: () async throws -> Sourced<Value>,
        isDefinitive: (any Error) -> Bool = { _ in false }
    ) async throws -> Sourced<Value> {
        do {
            return try await primary()
        } catch is CancellationError {
            throw CancellationError()
        } catch where isDefinitive(error) {
            throw error
        } catch {
            let primaryError = error
            guard let cached = try? await secondary() else { throw primaryError }
            guard case let .cache(savedAt, _) = cached.origin else { return cached }
            return Sourced(cached.value, origin: .cache(savedAt: savedAt, reason: ErrorPresenter.message(for: primaryError).text))
        }
    }
}
