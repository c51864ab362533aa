import Foundation

/// What the Places API (New) tests read from an answer.
extension ServerClient.Answer {
    var googleError: [String: Any]? { json?["error"] as? [String: Any] }
    var places: [[String: Any]] { json?["places"] as? [[String: Any]] ?? [] }
    var displayNames: [String] { places.compactMap { ($0["displayName"] as? [String: Any])?["text"] as? String } }
    var suggestions: [[String: Any]] { json?["suggestions"] as? [[String: Any]] ?? [] }
    var placePredictions: [[String: Any]] { suggestions.compactMap { $0["placePrediction"] as? [String: Any] } }
}
