import Core

/// Places API (New)'s autocomplete answer: place predictions (query predictions are not restaurants and
/// are skipped); `{}` when nothing matches.
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

        var model: AutocompletePrediction {
            AutocompletePrediction(
                restaurantID: placeId, text: text.text, name: structuredFormat?.mainText?.text, area: structuredFormat?.secondaryText?.text,
                distanceMeters: distanceMeters
            )
        }
    }

    let suggestions: LossyArray<Suggestion>?

    var predictions: [AutocompletePrediction] {
        suggestions?.elements.compactMap { $0.placePrediction?.model } ?? []
    }
}
