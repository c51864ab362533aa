import Shared

/// The fallback every `...WithFallbackComposite` applies: the primary's answer, else — only when its
/// error is classified unavailable (unreachable, timing out, failing with 5xx, out of quota) — the
/// secondary's (the cache), marked with the error's explanation. Any other failure is an answer in
/// itself ("not logged in", "key refused", "no such restaurant") and is passed on rather than hidden
/// behind an old cached one. When nothing is cached, the primary's error is the one worth showing.
enum CacheFallback {
    static func answer<Value: Sendable>(
        primary: () async throws -> Sourced<Value>,
        secondary: () async throws -> Sourced<Value>
    ) async throws -> Sourced<Value> {
        do {
            return try await primary()
        } catch let primaryError as any ClassifiedError where primaryError.failureKind == .unavailable {
            guard let cached = try? await secondary() else { throw primaryError }
            guard case let .cache(savedAt, _) = cached.origin else { return cached }
            return Sourced(cached.value, origin: .cache(savedAt: savedAt, reason: primaryError.explanation))
        }
    }
}
