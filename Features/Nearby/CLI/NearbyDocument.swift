import Foundation
import Shared

/// `{"source", "cachedAt", "center", "restaurants": [...]}` exactly as the command-line contract says.
struct NearbyDocument: Encodable {
    struct Location: Encodable {
        let latitude: Double
        let longitude: Double
    }

    struct PhotoDocument: Encodable {
        let reference: String
        let width: Int
        let height: Int
    }

    struct Restaurant: Encodable {
        let id: String
        let name: String
        @NullEncodable var rating: Double?
        @NullEncodable var openNow: Bool?
        let distanceMeters: Int
        let location: Location
        @NullEncodable var photo: PhotoDocument?
    }

    let source: String
    @NullEncodable var cachedAt: Date?
    let center: Location
    let restaurants: [Restaurant]

    init(_ nearby: NearbyViewData) {
        source = nearby.origin.sourceName
        cachedAt = nearby.origin.cachedAt
        center = Location(latitude: nearby.center.coordinates.latitude, longitude: nearby.center.coordinates.longitude)
        restaurants = nearby.rows.map { row in
            Restaurant(
                id: row.id,
                name: row.name,
                rating: row.rating,
                openNow: row.openNow,
                distanceMeters: Int(row.distanceMeters.rounded()),
                location: Location(latitude: row.location.latitude, longitude: row.location.longitude),
                photo: row.photo.map { PhotoDocument(reference: $0.reference, width: $0.width, height: $0.height) }
            )
        }
    }
}
