import Shared

public protocol AutocompleteRestaurantsService: Sendable {
    /// Restaurants matching `input`, favouring those within `radius` metres of `location`.
    func autocomplete(input: String, location: Coordinates, radius: Int) async throws -> [AutocompletePrediction]
}
