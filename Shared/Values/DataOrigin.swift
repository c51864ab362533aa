import Foundation

/// Where an answer came from: the server just now, or the local cache (saved at some time).
public enum DataOrigin: Sendable, Equatable {
    case live
    case cache(savedAt: Date)
}
