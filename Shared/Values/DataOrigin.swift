import Foundation

/// Where an answer came from: the server just now, or the local cache (saved at some time), with the
/// reason the server's answer could not be used when that is why the cache answered.
public enum DataOrigin: Sendable, Equatable {
    case live
    case cache(savedAt: Date, reason: String? = nil)
}
