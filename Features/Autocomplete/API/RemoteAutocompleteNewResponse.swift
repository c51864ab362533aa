import Core

/// Places API (New)'s autocomplete answer: place predictions of restaurants (`restaurant` or any
/// `…_restaurant` type; a prediction without types is kept); query predictions and other places are
/// skipped; `{}` when nothing matches.
struct RemoteAutocompleteNewResponse: Decodable {
    struct Suggestion: Decodable {
        let placePrediction: PlacePrediction?
    }

    struct PlacePrediction: Decodable {
        struct FormattableText: Decodable {
            let text: String
        }

        struct StructuredFormat: Decodable {
            let mainText: FormattableText?
            let secondaryText: FormattableText?
        }

        let placeId: String
        let text: FormattableText
        let structuredFormat: StructuredFormat?
        let distanceMeters: Int?
        let types: [String]?
        /// Our server's extension.
        let foodybiteRating: Double?
        let foodybiteUserRatingCount: Int?
        let foodybiteOpenNow: Bool?

        var isRestaurant: Bool {
            guard let types else { return true }
            return types.contains { $0 == "restaurant" || $0.hasSuffix("_restaurant") }
        }

        var model: AutocompletePrediction {
            AutocompletePrediction(
                restaurantID: placeId, text: text.text, name: structuredFormat?.mainText?.text, area: structuredFormat?.secondaryText?.text,
                distanceMeters: distanceMeters, rating: foodybiteRating, ratingsCount: foodybiteUserRatingCount, isOpen: foodybiteOpenNow
            )
        }
    }

    let suggestions: LossyArray<Suggestion>?

    var predictions: [AutocompletePrediction] {
        suggestions?.elements.compactMap(\.placePrediction).filter(\.isRestaurant).map(\.model) ?? []
    }
}
