@testable import CatalogDomain
import FoodybiteServer
import Foundation

/// Values the Places tests build their catalogs from.
enum PlacesFixtures {
    static let lisbon = GeoPoint(latitude: 38.7223, longitude: -9.1393)

    /// Wednesday 2025-06-11 12:00 in Lisbon (11:00 UTC, summer time).
    static let wednesdayNoonInLisbon = Date(timeIntervalSince1970: 1_749_639_600)

    /// A point `metres` from `origin` towards the east (positive) or west (negative).
    static func point(eastOf origin: GeoPoint = lisbon, metres: Double) -> GeoPoint {
        let degrees = metres / (GeoPoint.earthRadius * Double.pi / 180 * cos(origin.latitude * Double.pi / 180))
        return GeoPoint(latitude: origin.latitude, longitude: origin.longitude + degrees)
    }

    static func restaurant(
        _ name: String,
        at location: GeoPoint = lisbon,
        rating: Double? = nil,
        ratingsTotal: Int = 0,
        priceLevel: Int? = nil,
        hours: OpeningHours? = nil,
        timeZone: String = "Europe/Lisbon",
        vicinity: String? = nil,
        cuisines: [String] = [],
        photos: [CatalogPhoto] = [],
        reviews: [CatalogReview] = [],
        source: CatalogSource = .demo,
        businessStatus: CatalogBusinessStatus = .operational,
        facts: CatalogPlaceFacts = CatalogPlaceFacts()
    ) -> CatalogRestaurant {
        let sourceKey = "test:\(name)"
        return CatalogRestaurant(
            placeID: PlaceIdentifier.placeID(forSourceKey: sourceKey),
            sourceKey: sourceKey,
            source: source,
            name: name,
            location: location,
            formattedAddress: vicinity.map { "\($0), Portugal" },
            vicinity: vicinity,
            phoneNumber: "21 342 1234",
            internationalPhoneNumber: "+351 21 342 1234",
            cuisines: cuisines,
            website: "https://example.com/\(name.count)",
            url: "https://www.openstreetmap.org/",
            openingHours: hours,
            timeZone: timeZone,
            rating: rating,
            ratingsTotal: rating == nil ? 0 : max(ratingsTotal, 1),
            priceLevel: priceLevel,
            photos: photos,
            reviews: reviews,
            businessStatus: businessStatus,
            facts: facts
        )
    }

    /// Open every day from `open` to `close` (hh, minutes after midnight; a close before the open runs past midnight).
    static func daily(_ open: Int, _ close: Int) -> OpeningHours {
        let end = close > open ? close : close + 1_440
        return .weekly((0...6).map { OpeningInterval(day: $0, start: open, end: end) })
    }

    /// A tiny real PNG for photo tests.
    static let image = CatalogImage(
        name: "test-image", contentType: "image/png", width: 2, height: 1,
        bytes: Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
            0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7B, 0x40, 0xE8, 0xDD, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41,
            0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0x00, 0x04, 0xFF, 0x01, 0x07, 0x00, 0x01, 0xFF, 0x3D, 0x7D, 0x8C, 0x49, 0x00, 0x00,
            0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ] as [UInt8])
    )
}
