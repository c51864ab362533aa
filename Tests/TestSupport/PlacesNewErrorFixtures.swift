/// Places API (New) error answers, written from Google's documentation of its error model
/// (`{"error": {"code", "message", "status", "details"}}`): one per case the client must tell apart.
public enum PlacesNewErrorFixtures {
    public static let missingKey = (status: 403, body: #"""
        {"error": {"code": 403, "message": "The request is missing a valid API key.", "status": "PERMISSION_DENIED"}}
        """#)

    public static let invalidKey = (status: 400, body: #"""
        {"error": {"code": 400, "message": "API key not valid. Please pass a valid API key.", "status": "INVALID_ARGUMENT",
          "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID", "domain": "googleapis.com",
                       "metadata": {"service": "places.googleapis.com"}}]}}
        """#)

    public static let serviceDisabled = (status: 403, body: #"""
        {"error": {"code": 403, "message": "Places API (New) has not been used in project 123456789 before or it is disabled. Enable it by visiting the Google Cloud console then retry.",
          "status": "PERMISSION_DENIED",
          "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "SERVICE_DISABLED", "domain": "googleapis.com"}]}}
        """#)

    public static let quotaExhausted = (status: 429, body: #"""
        {"error": {"code": 429, "message": "Quota exceeded for quota metric 'SearchNearbyRequest' and limit 'SearchNearbyRequest per minute'.", "status": "RESOURCE_EXHAUSTED"}}
        """#)

    public static let missingFieldMask = (status: 400, body: #"""
        {"error": {"code": 400, "message": "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.", "status": "INVALID_ARGUMENT"}}
        """#)

    public static let invalidRadius = (status: 400, body: #"""
        {"error": {"code": 400, "message": "Invalid radius: must be greater than 0 and at most 50000.", "status": "INVALID_ARGUMENT"}}
        """#)

    public static let placeNotFound = (status: 404, body: #"""
        {"error": {"code": 404, "message": "Place ID 'ChIJgone' is no longer valid.", "status": "NOT_FOUND"}}
        """#)

    public static let notAPlaceID = (status: 400, body: #"""
        {"error": {"code": 400, "message": "Not a valid Place ID: not-an-id", "status": "INVALID_ARGUMENT"}}
        """#)

    public static let internalError = (status: 500, body: #"""
        {"error": {"code": 500, "message": "Internal error encountered.", "status": "INTERNAL"}}
        """#)

    public static let unavailable = (status: 503, body: #"""
        {"error": {"code": 503, "message": "The service is currently unavailable.", "status": "UNAVAILABLE"}}
        """#)
}
