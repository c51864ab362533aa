import Foundation

extension ServerClient {
    /// A Places API (New) call: the field mask and key in Google's headers when given, a JSON body for POSTs.
    func placesNew(
        _ method: String,
        _ path: String,
        body: Any? = nil,
        fieldMask: String? = nil,
        key: String? = nil,
        query: [String: String] = [:],
        headers: [String: String] = [:]
    ) async throws -> Answer {
        var headers = headers
        headers["X-Goog-FieldMask"] = fieldMask
        headers["X-Goog-Api-Key"] = key
        return try await request(method, path, query: query, json: body, headers: headers)
    }
}
