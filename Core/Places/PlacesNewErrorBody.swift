/// Places API (New)'s error object: `{"error": {"code", "message", "status", "details": [{"reason"}]}}`.
struct PlacesNewErrorBody: Decodable {
    struct Detail: Decodable {
        let reason: String?
    }

    struct Content: Decodable {
        let code: Int?
        let message: String?
        let status: String?
        let details: LossyArray<Detail>?
    }

    let error: Content
}
