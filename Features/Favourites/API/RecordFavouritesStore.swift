import Core
import Foundation
import Shared

/// Favourites as records of Core's record store, one per restaurant, in a local representation the
/// domain never sees. A record that no longer decodes is counted and left where it is.
public struct RecordFavouritesStore: FavouritesStore {
    private struct LocalFavourite: Codable {
        let name: String
        let latitude: Double
        let longitude: Double
        let cuisines: [String]
        let note: String?
        let addedAt: Date
    }

    static let collection = "favourites"

    private let records: any RecordStore

    public init(records: any RecordStore) {
        self.records = records
    }

    public func favourites() async throws -> StoredFavourites {
        var favourites: [Favourite] = []
        var unreadable = 0
        for record in try await records.records(in: Self.collection) {
            guard let local = try? Self.decoder.decode(LocalFavourite.self, from: record.data),
                  (-90...90).contains(local.latitude), (-180...180).contains(local.longitude)
            else {
                unreadable += 1
                continue
            }
            favourites.append(Favourite(
                restaurantID: record.key, name: local.name, location: Coordinates(latitude: local.latitude, longitude: local.longitude), cuisines: local.cuisines, note: local.note, addedAt: local.addedAt
            ))
        }
        // First added first: an imported favourite keeps the date it was added where it came from.
        let ordered = favourites.enumerated().sorted { ($0.element.addedAt, $0.offset) < ($1.element.addedAt, $1.offset) }.map(\.element)
        return StoredFavourites(favourites: ordered, unreadableCount: unreadable)
    }

    public func save(_ favourite: Favourite) async throws {
        let local = LocalFavourite(
            name: favourite.name, latitude: favourite.location.latitude, longitude: favourite.location.longitude, cuisines: favourite.cuisines,
            note: favourite.note, addedAt: favourite.addedAt
        )
        try await records.save(try Self.encoder.encode(local), key: favourite.restaurantID, in: Self.collection)
    }

    public func remove(restaurantID: String) async throws -> Bool {
        try await records.remove(key: restaurantID, from: Self.collection)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()
}
