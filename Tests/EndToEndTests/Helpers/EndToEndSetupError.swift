import Foundation

/// Why an end-to-end test could not set up what it runs against (a database, a balancer, a server).
enum EndToEndSetupError: Error, CustomStringConvertible {
    case unavailable(String)
    case failed(String)

    var description: String {
        switch self {
        case let .unavailable(why): "unavailable: \(why)"
        case let .failed(why): "failed: \(why)"
        }
    }
}
