/// A kind of food or of place to eat, as OpenStreetMap tags it (`cuisine=*`), as Google's Places API
/// (New) types it, and as people type it.
public struct Cuisine: Sendable, Equatable {
    /// `cuisine=*` values, the one a search looks for first.
    public let osmValues: [String]
    /// The Places API (New) type of its restaurants (`sushi_restaurant`), where Google has one.
    public let googleType: String?
    /// Words people type for it, lower case and without accents, in English and Portuguese.
    public let words: [String]

    /// - Precondition: `osmValues` is not empty.
    public init(osm osmValues: [String], google googleType: String?, words: [String]) {
        precondition(!osmValues.isEmpty, "a cuisine has at least one OpenStreetMap value")
        self.osmValues = osmValues
        self.googleType = googleType
        self.words = words
    }

    /// The word a catalog search looks for: the OpenStreetMap value (`pizzeria` → `pizza`).
    public var searchWord: String { osmValues[0] }
}
