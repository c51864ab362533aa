import Foundation
import Shared

/// What `favourites export` writes and `favourites import` reads back: `{"format", "favourites": [...]}`.
struct FavouritesExport: Codable {
    struct Entry: Codable {
        let id: String
        let name: String
        let note: String?
        let addedAt: Date
        let latitude: Double
        let longitude: Double
        let cuisines: [String]
    }

    static let formatName = "foodybite favourites 1"

    /// Which file this is, so that import refuses any other JSON.
    let format: String
    let favourites: [Entry]

    init(_ favourites: [Favourite]) {
        format = Self.formatName
        self.favourites = favourites.map {
            Entry(
                id: $0.restaurantID, name: $0.name, note: $0.note, addedAt: $0.addedAt, latitude: $0.location.latitude, longitude: $0.location.longitude,
                cuisines: $0.cuisines
            )
        }
    }

    /// The favourites of an export; `FavouritesFileError.notAnExport` saying what is wrong otherwise.
    static func favourites(in data: Data, from source: String) throws -> [Favourite] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let export: FavouritesExport
        do {
            export = try decoder.decode(FavouritesExport.self, from: data)
        } catch {
            throw FavouritesFileError.notAnExport(source, reason: "it is not the JSON `favourites export` writes")
        }
        guard export.format == formatName else { throw FavouritesFileError.notAnExport(source, reason: "its format is \"\(export.format)\", not \"\(formatName)\"") }
        return try export.favourites.map { entry in
            guard !entry.id.trimmingCharacters(in: .whitespaces).isEmpty, (-90...90).contains(entry.latitude), (-180...180).contains(entry.longitude) else {
                throw FavouritesFileError.notAnExport(source, reason: "the favourite \"\(entry.name)\" has no id or no place on Earth")
            }
            return Favourite(
                restaurantID: entry.id, name: entry.name, location: Coordinates(latitude: entry.latitude, longitude: entry.longitude), cuisines: entry.cuisines,
                note: entry.note, addedAt: entry.addedAt
            )
        }
    }
}
