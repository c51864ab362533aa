import CatalogDomain
import Foundation
import ReviewsDomain
import ServerJSON

/// A catalog restaurant as a Places API (New) Place; members the catalog does not know are left out.
/// `foodybiteCuisines` is this server's extension: the cuisines as OpenStreetMap names them, Google's
/// types naming only some.
struct PlaceNewJSON {
    let now: Date

    /// The most reviews of each kind a place lists: Foodybite's (newest first), then the catalog's.
    static let reviewsPerKind = 5

    private static let priceLevels = [
        "PRICE_LEVEL_FREE", "PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE", "PRICE_LEVEL_VERY_EXPENSIVE",
    ]

    /// The Place fields a search result (`CatalogSearchResult`) fills: `regularOpeningHours` only as
    /// `openNow`, `photos` only the first (Google's answers list up to ten).
    static let searchResultFields = Set(searchResultMembers)

    /// Whether a search's mask selects only what search results fill (the usual list: names, places,
    /// ratings, open now, prices, a photo), so that its places are read as results, not whole.
    static func isAnsweredBySearchResults(_ mask: PlacesNewFieldMask) -> Bool {
        mask.paths.allSatisfy { path in
            guard path.first == "places" else { return !path.isEmpty }
            guard path.count >= 2, searchResultFields.contains(path[1]) else { return false }
            return path[1] != "regularOpeningHours" || path.dropFirst(2).first == "openNow"
        }
    }

    /// The search-result members (`searchResultFields`) a search's mask selects when it selects whole
    /// members only (`places.id`, or the one sub-field of an object with no other, `places.displayName.text`),
    /// so that the places can be written straight with them (`writePlace`); nil for any other mask.
    static func wholeSearchResultMembers(selectedBy mask: PlacesNewFieldMask) -> Set<String>? {
        var members = Set<String>()
        for path in mask.paths {
            guard path.first == "places" else {
                guard !path.isEmpty else { return nil }
                continue
            }
            guard path.count >= 2, searchResultFields.contains(path[1]) else { return nil }
            if path.count > 2 {
                guard path.count == 3, Self.onlySubField[path[1]] == path[2] else { return nil }
            }
            members.insert(path[1])
        }
        return members
    }

    /// The objects a search result writes with one member: selecting it is selecting them whole.
    private static let onlySubField = ["regularOpeningHours": "openNow", "displayName": "text"]

    /// A search result as a Place: the fields of `searchResultFields`.
    func place(_ result: CatalogSearchResult) -> JSONValue {
        .object(dropping: Self.searchResultMembers.map { ($0, member($0, of: result)) })
    }

    /// `place(result)` cut to the `selected` members, written straight to `output`: the same JSON as
    /// the mask applied to it, without building it first.
    func writePlace(_ result: CatalogSearchResult, selected: Set<String>, to output: inout some JSONOutput) {
        output.object { output in
            for key in Self.searchResultMembers where selected.contains(key) {
                guard let value = member(key, of: result) else { continue }
                output.member(key) { $0.value(value) }
            }
        }
    }

    /// A search result's members in the Place's order.
    private static let searchResultMembers = [
        "name", "id", "types", "foodybiteCuisines", "location", "rating", "regularOpeningHours", "businessStatus", "priceLevel",
        "userRatingCount", "displayName", "primaryType", "shortFormattedAddress", "photos", "attributions",
    ]

    /// One of a search result's members (made only when asked for: a search writes few of them).
    private func member(_ key: String, of result: CatalogSearchResult) -> JSONValue? {
        switch key {
        case "name": .string("places/\(result.placeID)")
        case "id": .string(result.placeID)
        case "types": CuisinePlaceTypes.typesJSON(for: result.cuisines)
        case "foodybiteCuisines": cuisines(result.cuisines)
        case "location": location(result.location)
        case "rating": rating(result.rating)
        case "regularOpeningHours": result.isOpen.map { .object([(key: "openNow", value: .bool($0))]) }
        case "businessStatus": .string(result.businessStatus.rawValue)
        case "priceLevel": priceLevel(result.priceLevel)
        case "userRatingCount": result.rating == nil ? nil : .int(result.ratingsTotal)
        case "displayName": .object([(key: "text", value: .string(result.name))])
        case "primaryType": .string("restaurant")
        case "shortFormattedAddress": result.vicinity.map { .string($0) }
        case "photos": result.photo.map { .array([photo($0, of: "places/\(result.placeID)")]) }
        case "attributions": attributions(result.source)
        default: nil
        }
    }

    func place(_ restaurant: CatalogRestaurant, foodybiteReviews: [Review] = []) -> JSONValue {
        let resourceName = "places/\(restaurant.placeID)"
        let reviews = foodybiteReviews.prefix(Self.reviewsPerKind).map { review($0, of: resourceName) }
            + restaurant.reviews.prefix(Self.reviewsPerKind).enumerated().map { review($1, index: $0, of: resourceName) }
        return .object(dropping: [
            ("name", .string(resourceName)),
            ("id", .string(restaurant.placeID)),
            ("types", CuisinePlaceTypes.typesJSON(for: restaurant.cuisines)),
            ("foodybiteCuisines", cuisines(restaurant.cuisines)),
            ("nationalPhoneNumber", restaurant.phoneNumber.map { .string($0) }),
            ("internationalPhoneNumber", restaurant.internationalPhoneNumber.map { .string($0) }),
            ("formattedAddress", restaurant.formattedAddress.map { .string($0) }),
            ("location", location(restaurant.location)),
            ("rating", rating(restaurant.rating)),
            ("googleMapsUri", restaurant.url.map { .string($0) }),
            ("websiteUri", restaurant.website.map { .string($0) }),
            ("regularOpeningHours", openingHours(restaurant)),
            ("utcOffsetMinutes", CatalogTimeZone.resolve(restaurant.timeZone).map { .int($0.secondsFromGMT(for: now) / 60) }),
            ("businessStatus", .string(restaurant.businessStatus.rawValue)),
            ("priceLevel", priceLevel(restaurant.priceLevel)),
            ("userRatingCount", restaurant.rating == nil ? nil : .int(restaurant.ratingsTotal)),
            ("displayName", .object([(key: "text", value: .string(restaurant.name))])),
            ("primaryType", .string("restaurant")),
            ("shortFormattedAddress", restaurant.vicinity.map { .string($0) }),
            ("takeout", restaurant.facts.takeaway.map { .bool($0) }),
            ("delivery", restaurant.facts.delivery.map { .bool($0) }),
            ("outdoorSeating", restaurant.facts.outdoorSeating.map { .bool($0) }),
            ("servesVegetarianFood", restaurant.facts.servesVegetarianFood.map { .bool($0) }),
            ("accessibilityOptions", restaurant.facts.wheelchairAccessibleEntrance.map { .object([(key: "wheelchairAccessibleEntrance", value: .bool($0))]) }),
            ("reviews", reviews.isEmpty ? nil : .array(reviews)),
            ("photos", restaurant.photos.isEmpty ? nil : .array(restaurant.photos.prefix(10).map { photo($0, of: resourceName) })),
            ("attributions", attributions(restaurant.source)),
        ])
    }

    // MARK: - Parts

    private func cuisines(_ values: [String]) -> JSONValue? {
        values.isEmpty ? nil : .array(values.map { .string($0) })
    }

    private func location(_ point: GeoPoint) -> JSONValue {
        .object([(key: "latitude", value: .double(point.latitude)), (key: "longitude", value: .double(point.longitude))])
    }

    private func rating(_ rating: Double?) -> JSONValue? {
        rating.map { .double(($0 * 10).rounded() / 10) }
    }

    private func priceLevel(_ level: Int?) -> JSONValue? {
        level.flatMap { Self.priceLevels.indices.contains($0) ? .string(Self.priceLevels[$0]) : nil }
    }

    private func attributions(_ source: CatalogSource) -> JSONValue? {
        source.provider.map { provider in
            .array([.object([(key: "provider", value: .string(provider.name)), (key: "providerUri", value: .string(provider.uri))])])
        }
    }

    /// The weekly hours, or a note about them as the only weekday description (no periods, no openNow).
    private func openingHours(_ restaurant: CatalogRestaurant) -> JSONValue? {
        guard let hours = restaurant.openingHours else {
            return restaurant.openingHoursNote.map { .object([(key: "weekdayDescriptions", value: .array([.string($0)]))]) }
        }
        return .object(dropping: [
            ("openNow", restaurant.isOpen(at: now).map { .bool($0) }),
            ("periods", .array(hours.periods.map { period in
                .object(dropping: [("open", moment(period.open)), ("close", period.close.map(moment))])
            })),
            ("weekdayDescriptions", .array(hours.weekdayText.map { .string($0) })),
        ])
    }

    private func moment(_ moment: OpeningPeriod.Moment) -> JSONValue {
        .object([(key: "day", value: .int(moment.day)), (key: "hour", value: .int(moment.hour)), (key: "minute", value: .int(moment.minute))])
    }

    private func photo(_ photo: CatalogPhoto, of resourceName: String) -> JSONValue {
        .object([
            (key: "name", value: .string("\(resourceName)/photos/\(photo.reference)")),
            (key: "widthPx", value: .int(photo.width)),
            (key: "heightPx", value: .int(photo.height)),
            (key: "authorAttributions", value: .array([])),
        ])
    }

    /// A review a Foodybite user wrote.
    private func review(_ review: Review, of resourceName: String) -> JSONValue {
        reviewJSON(
            name: "\(resourceName)/reviews/foodybite-\(review.id.uuidString)", rating: review.stars, time: review.createdAt,
            text: localizedText(review.text, nil), originalText: localizedText(review.text, nil),
            author: .object([(key: "displayName", value: .string(review.authorName))])
        )
    }

    /// A review that came with the catalog, named by its place in the list.
    private func review(_ review: CatalogReview, index: Int, of resourceName: String) -> JSONValue {
        reviewJSON(
            name: "\(resourceName)/reviews/catalog-\(index)", rating: review.rating, time: review.time,
            text: localizedText(review.text, review.language),
            originalText: localizedText(review.originalText ?? review.text, review.isTranslated ? review.originalLanguage : review.language),
            author: .object(dropping: [
                ("displayName", .string(review.authorName)),
                ("uri", review.authorURL.map { .string($0) }),
                ("photoUri", review.profilePhotoURL.map { .string($0) }),
            ])
        )
    }

    private func reviewJSON(name: String, rating: Int, time: Date, text: JSONValue?, originalText: JSONValue?, author: JSONValue) -> JSONValue {
        .object(dropping: [
            ("name", .string(name)),
            ("relativePublishTimeDescription", .string(RelativeTimeDescription.text(for: time, relativeTo: now))),
            ("rating", .int(rating)),
            ("text", text),
            ("originalText", originalText),
            ("authorAttribution", author),
            ("publishTime", .string(Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down)).formatted(.iso8601))),
        ])
    }

    /// Google's LocalizedText; nil for an empty text (Google leaves it out).
    private func localizedText(_ text: String, _ languageCode: String?) -> JSONValue? {
        guard !text.isEmpty else { return nil }
        return .object(dropping: [("text", .string(text)), ("languageCode", languageCode.map { .string($0) })])
    }
}
