import Core

struct RemoteAutocompleteResponse: Decodable {
    struct RemotePrediction: Decodable {
        struct StructuredFormatting: Decodable {
            let mainText: String?
            let secondaryText: String?

            enum CodingKeys: String, CodingKey {
                case mainText = "main_text"
                case secondaryText = "secondary_text"
            }
        }

        let description: String
        let placeID: String
        let structuredFormatting: StructuredFormatting?
        let distanceMeters: Int?
        /// Our server's extension.
        let rating: Double?
        let ratingsCount: Int?
        let openNow: Bool?

        enum CodingKeys: String, CodingKey {
            case description
            case placeID = "place_id"
            case structuredFormatting = "structured_formatting"
            case distanceMeters = "distance_meters"
            case rating = "foodybite_rating"
            case ratingsCount = "foodybite_user_ratings_total"
            case openNow = "foodybite_open_now"
        }

        var model: AutocompletePrediction {
            AutocompletePrediction(
                restaurantID: placeID, text: description, name: structuredFormatting?.mainText, area: structuredFormatting?.secondaryText,
                distanceMeters: distanceMeters, rating: rating, ratingsCount: ratingsCount, isOpen: openNow
            )
        }
    }

    let predictions: LossyArray<RemotePrediction>?
    let status: String
    let errorMessage: String?

    enum CodingKeys: String, CodingKey {
        case predictions, status
        case errorMessage = "error_message"
    }
}
