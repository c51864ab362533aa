import Foundation

/// What the Places tests read from an answer.
extension ServerClient.Answer {
    var placesStatus: String? { json?["status"] as? String }
    var results: [[String: Any]] { json?["results"] as? [[String: Any]] ?? [] }
    var names: [String] { results.compactMap { $0["name"] as? String } }
    var errorMessage: String? { json?["error_message"] as? String }
    var predictions: [[String: Any]] { json?["predictions"] as? [[String: Any]] ?? [] }
    var descriptions: [String] { predictions.compactMap { $0["description"] as? String } }
}
