/// The error body of the Foodybite API: `{"error": true, "reason": "..."}`.
struct APIErrorBody: Decodable {
    let reason: String
}
