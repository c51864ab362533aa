/// Finds places by what a person calls them ("Alfama", "Rua Augusta, Lisboa"), best match first.
/// The Location feature answers it from the places service; App hands it to the features that take
/// a place name (`--near`, `location set`).
public protocol PlaceNameLookup: Sendable {
    func places(named name: String) async throws -> [NamedPlace]
}
