import Foundation
import Shared

public struct RestaurantDetailsViewData: Sendable, Equatable {
    public let id: String
    public let name: String
    public let address: String?
    public let phones: [String]
    public let website: String?
    public let rating: Double?
    public let ratingsCount: Int?
    public let openNow: Bool?
    public let weekdayText: [String]
    public let location: Coordinates
    public let photos: [Photo]
    public let reviews: [ReviewViewData]
    public let priceLevel: Int?
    public let businessStatus: BusinessStatus?
    public let features: RestaurantFeatures
    public let origin: DataOrigin
    /// Why Foodybite reviews are missing or old, when they are.
    public let reviewsNote: String?
    /// Its website, its page on a map, directions to it.
    public let links: RestaurantLinks

    public init(details: RestaurantDetails, origin: DataOrigin, reviews: [ReviewViewData], reviewsNote: String?, links: RestaurantLinks) {
        self.id = details.id
        self.name = details.name
        self.address = details.address
        self.phones = details.phoneNumbers
        self.website = details.website
        self.rating = details.rating
        self.ratingsCount = details.ratingsCount
        self.openNow = details.isOpenNow
        self.weekdayText = details.openingHours?.weekdayText ?? []
        self.location = details.location
        self.photos = details.photos
        self.reviews = reviews
        self.priceLevel = details.priceLevel
        self.businessStatus = details.businessStatus
        self.features = details.features
        self.origin = origin
        self.reviewsNote = reviewsNote
        self.links = links
    }

    public var ratingText: String {
        let stars = RatingFormatter.stars(rating)
        guard rating != nil, let ratingsCount else { return stars }
        return "\(stars) (\(ratingsCount) \(ratingsCount == 1 ? "rating" : "ratings"))"
    }

    /// "Pizza, Italian", nil when the source names no cuisine.
    public var cuisineText: String? {
        features.cuisines.isEmpty ? nil : features.cuisines.joined(separator: ", ")
    }

    /// What the place offers and what it says it does not, "vegetarian food, takeaway · no delivery";
    /// nil when its source says nothing of it.
    public var offersText: String? {
        let offers: [(String, Bool?)] = [
            ("vegetarian food", features.servesVegetarianFood), ("wheelchair access", features.wheelchairAccessibleEntrance),
            ("takeaway", features.takeout), ("delivery", features.delivery), ("outdoor seating", features.outdoorSeating),
        ]
        let yes = offers.filter { $0.1 == true }.map(\.0)
        let no = offers.filter { $0.1 == false }.map { "no \($0.0)" }
        let parts = [yes.joined(separator: ", "), no.joined(separator: ", ")].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "$$", nil when unknown.
    public var priceText: String? { PriceLevelFormatter.symbols(priceLevel) }

    public var openNowText: String {
        if let closed = businessStatus?.closedLabel { return closed }
        return switch openNow {
        case true?: "Open now"
        case false?: "Closed now"
        case nil: "Opening hours unknown"
        }
    }

    public func cacheNote(now: Date) -> String? {
        origin.cacheNote(showing: "details", now: now)
    }
}
