import Foundation

/// Hands a link to the program that opens links (a browser, a maps app).
public protocol URLOpening: Sendable {
    /// Whether a program took the link; false when there is none to hand it to, or it failed.
    func open(_ url: URL) -> Bool
}
