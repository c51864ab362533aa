import Foundation

/// A catalog restaurant in the Places API's JSON: the nearby-search result and the details result.
struct PlaceJSON {
    let now: Date

    /// A nearby-search result: the fields Google's search answers carry.
    func searchResult(_ restaurant: CatalogSearchResult) -> JSONValue {
        .object(dropping: [
            ("business_status", .string(restaurant.businessStatus.rawValue)),
            ("geometry", geometry(restaurant.location)),
            ("name", .string(restaurant.name)),
            ("opening_hours", restaurant.isOpen.map { .object([(key: "open_now", value: .bool($0))]) }),
            ("permanently_closed", permanentlyClosed(restaurant.businessStatus)),
            ("photos", restaurant.photo.map { .array([photo($0)]) }),
            ("place_id", .string(restaurant.placeID)),
            ("price_level", restaurant.priceLevel.map { .int($0) }),
            ("rating", rating(restaurant.rating)),
            ("types", PlaceTypes.restaurantJSON),
            ("user_ratings_total", ratingsTotal(restaurant.rating, restaurant.ratingsTotal)),
            ("vicinity", restaurant.vicinity.map { .string($0) }),
        ])
    }

    /// A details result: everything the catalog knows.
    func detailsResult(_ restaurant: CatalogRestaurant, newestReviewsFirst: Bool = false) -> JSONValue {
        let zone = CatalogTimeZone.resolve(restaurant.timeZone)
        let reviews = newestReviewsFirst ? restaurant.reviews.sorted { $0.time > $1.time } : restaurant.reviews
        return .object(dropping: [
            ("business_status", .string(restaurant.businessStatus.rawValue)),
            ("formatted_address", restaurant.formattedAddress.map { .string($0) }),
            ("formatted_phone_number", restaurant.phoneNumber.map { .string($0) }),
            ("geometry", geometry(restaurant.location)),
            ("international_phone_number", restaurant.internationalPhoneNumber.map { .string($0) }),
            ("name", .string(restaurant.name)),
            ("opening_hours", openingHours(restaurant)),
            ("permanently_closed", permanentlyClosed(restaurant.businessStatus)),
            ("photos", restaurant.photos.isEmpty ? nil : .array(restaurant.photos.prefix(10).map(photo))),
            ("place_id", .string(restaurant.placeID)),
            ("price_level", restaurant.priceLevel.map { .int($0) }),
            ("rating", rating(restaurant.rating)),
            ("reviews", reviews.isEmpty ? nil : .array(reviews.prefix(5).map(review))),
            ("types", PlaceTypes.restaurantJSON),
            ("url", restaurant.url.map { .string($0) }),
            ("user_ratings_total", ratingsTotal(restaurant.rating, restaurant.ratingsTotal)),
            ("utc_offset", zone.map { .int($0.secondsFromGMT(for: now) / 60) }),
            ("vicinity", restaurant.vicinity.map { .string($0) }),
            ("website", restaurant.website.map { .string($0) }),
        ])
    }

    // MARK: - Parts

    /// Google's (deprecated) flag, given only when it is true.
    private func permanentlyClosed(_ status: CatalogBusinessStatus) -> JSONValue? {
        status == .closedPermanently ? .bool(true) : nil
    }

    private func rating(_ rating: Double?) -> JSONValue? {
        guard let rating else { return nil }
        return .double((rating * 10).rounded() / 10)
    }

    /// Given only with a rating.
    private func ratingsTotal(_ rating: Double?, _ total: Int) -> JSONValue? {
        rating == nil ? nil : .int(total)
    }

    private func geometry(_ location: GeoPoint) -> JSONValue {
        // A viewport of about 300 m around the place, as Google gives for a single restaurant.
        let latitudeSpan = 0.00135
        let longitudeSpan = min(180, latitudeSpan / max(0.01, cos(location.latitude * Double.pi / 180)))
        return .object([
            (key: "location", value: latLng(location.latitude, location.longitude)),
            (key: "viewport", value: .object([
                (key: "northeast", value: latLng(rounded(min(90, location.latitude + latitudeSpan)), wrap(location.longitude + longitudeSpan))),
                (key: "southwest", value: latLng(rounded(max(-90, location.latitude - latitudeSpan)), wrap(location.longitude - longitudeSpan))),
            ])),
        ])
    }

    private func latLng(_ latitude: Double, _ longitude: Double) -> JSONValue {
        .object([(key: "lat", value: .double(latitude)), (key: "lng", value: .double(longitude))])
    }

    /// Wrapped into -180...180 and rounded to 7 decimals (~1 cm), so no float noise reaches the wire.
    private func wrap(_ longitude: Double) -> Double {
        rounded(longitude > 180 ? longitude - 360 : (longitude < -180 ? longitude + 360 : longitude))
    }

    private func rounded(_ degrees: Double) -> Double {
        (degrees * 1e7).rounded() / 1e7
    }

    private func photo(_ photo: CatalogPhoto) -> JSONValue {
        .object([
            (key: "height", value: .int(photo.height)),
            (key: "html_attributions", value: .array(photo.htmlAttributions.map { .string($0) })),
            (key: "photo_reference", value: .string(photo.reference)),
            (key: "width", value: .int(photo.width)),
        ])
    }

    private func review(_ review: CatalogReview) -> JSONValue {
        .object(dropping: [
            ("author_name", .string(review.authorName)),
            ("author_url", review.authorURL.map { .string($0) }),
            ("language", review.language.map { .string($0) }),
            ("original_language", review.isTranslated ? review.originalLanguage.map { .string($0) } : nil),
            ("profile_photo_url", review.profilePhotoURL.map { .string($0) }),
            ("rating", .int(review.rating)),
            ("relative_time_description", .string(RelativeTimeDescription.text(for: review.time, relativeTo: now))),
            ("text", .string(review.text)),
            ("time", .int(Int(review.time.timeIntervalSince1970))),
            ("translated", review.isTranslated ? .bool(true) : nil),
        ])
    }

    /// The weekly hours, or a note about them as the only weekday line (no periods, no open_now).
    private func openingHours(_ restaurant: CatalogRestaurant) -> JSONValue? {
        guard let hours = restaurant.openingHours else {
            return restaurant.openingHoursNote.map { .object([(key: "weekday_text", value: .array([.string($0)]))]) }
        }
        return .object(dropping: [
            ("open_now", restaurant.isOpen(at: now).map { .bool($0) }),
            ("periods", .array(periods(hours))),
            ("weekday_text", .array(hours.weekdayText.map { .string($0) })),
        ])
    }

    /// Google's periods with `hhmm` times (see `OpeningHours.periods`).
    private func periods(_ hours: OpeningHours) -> [JSONValue] {
        hours.periods.map { period in
            .object(dropping: [
                ("close", period.close.map(timeOfWeek)),
                ("open", timeOfWeek(period.open)),
            ])
        }
    }

    private func timeOfWeek(_ moment: OpeningPeriod.Moment) -> JSONValue {
        let time = "\(moment.hour < 10 ? "0" : "")\(moment.hour)\(moment.minute < 10 ? "0" : "")\(moment.minute)"
        return .object([(key: "day", value: .int(moment.day)), (key: "time", value: .string(time))])
    }
}
