import CatalogDomain
import Foundation
import ServerJSON

/// A catalog restaurant in the Places API's JSON: the nearby-search result and the details result,
/// written to any `JSONOutput`.
struct PlaceJSON {
    let now: Date

    /// A nearby-search result: the fields Google's search answers carry, and the cuisines as
    /// OpenStreetMap names them (`foodybite_cuisines`, this server's extension).
    func writeSearchResult(_ restaurant: CatalogSearchResult, to output: inout some JSONOutput) {
        output.object { output in
            output.member("business_status", string: restaurant.businessStatus.rawValue)
            if !restaurant.cuisines.isEmpty {
                output.member("foodybite_cuisines") { output in output.array { for cuisine in restaurant.cuisines { $0.string(cuisine) } } }
            }
            output.member("geometry") { geometry(restaurant.location, to: &$0) }
            output.member("name", string: restaurant.name)
            if let isOpen = restaurant.isOpen {
                output.member("opening_hours") { $0.object { $0.member("open_now", bool: isOpen) } }
            }
            writePermanentlyClosed(restaurant.businessStatus, to: &output)
            if let photo = restaurant.photo {
                output.member("photos") { $0.array { self.photo(photo, to: &$0) } }
            }
            output.member("place_id", string: restaurant.placeID)
            output.member("price_level", int: restaurant.priceLevel)
            output.member("rating", double: restaurant.rating.map(rounded(rating:)))
            output.member("types") { $0.value(CuisinePlaceTypes.typesJSON(for: restaurant.cuisines)) }
            output.member("user_ratings_total", int: ratingsTotal(restaurant.rating, restaurant.ratingsTotal))
            output.member("vicinity", string: restaurant.vicinity)
        }
    }

    /// A details result: everything the catalog knows, the cuisines as OpenStreetMap names them too.
    func detailsResult(_ restaurant: CatalogRestaurant, newestReviewsFirst: Bool = false) -> JSONValue {
        JSONTreeBuilder.value { writeDetailsResult(restaurant, newestReviewsFirst: newestReviewsFirst, to: &$0) }
    }

    private func writeDetailsResult(_ restaurant: CatalogRestaurant, newestReviewsFirst: Bool, to output: inout some JSONOutput) {
        let zone = CatalogTimeZone.resolve(restaurant.timeZone)
        let reviews = newestReviewsFirst ? restaurant.reviews.sorted { $0.time > $1.time } : restaurant.reviews
        output.object { output in
            output.member("business_status", string: restaurant.businessStatus.rawValue)
            output.member("delivery", bool: restaurant.facts.delivery)
            output.member("formatted_address", string: restaurant.formattedAddress)
            output.member("formatted_phone_number", string: restaurant.phoneNumber)
            if !restaurant.cuisines.isEmpty {
                output.member("foodybite_cuisines") { output in output.array { for cuisine in restaurant.cuisines { $0.string(cuisine) } } }
            }
            output.member("geometry") { geometry(restaurant.location, to: &$0) }
            output.member("international_phone_number", string: restaurant.internationalPhoneNumber)
            output.member("name", string: restaurant.name)
            writeOpeningHours(restaurant, to: &output)
            writePermanentlyClosed(restaurant.businessStatus, to: &output)
            if !restaurant.photos.isEmpty {
                output.member("photos") { output in
                    output.array { output in
                        for photo in restaurant.photos.prefix(10) { self.photo(photo, to: &output) }
                    }
                }
            }
            output.member("place_id", string: restaurant.placeID)
            output.member("price_level", int: restaurant.priceLevel)
            output.member("rating", double: restaurant.rating.map(rounded(rating:)))
            if !reviews.isEmpty {
                output.member("reviews") { output in
                    output.array { output in
                        for review in reviews.prefix(5) { self.review(review, to: &output) }
                    }
                }
            }
            output.member("serves_vegetarian_food", bool: restaurant.facts.servesVegetarianFood)
            output.member("takeout", bool: restaurant.facts.takeaway)
            output.member("types") { $0.value(CuisinePlaceTypes.typesJSON(for: restaurant.cuisines)) }
            output.member("url", string: restaurant.url)
            output.member("user_ratings_total", int: ratingsTotal(restaurant.rating, restaurant.ratingsTotal))
            output.member("utc_offset", int: zone.map { $0.secondsFromGMT(for: now) / 60 })
            output.member("vicinity", string: restaurant.vicinity)
            output.member("website", string: restaurant.website)
            output.member("wheelchair_accessible_entrance", bool: restaurant.facts.wheelchairAccessibleEntrance)
        }
    }

    // MARK: - Parts

    /// Google's (deprecated) `permanently_closed` member, given only when it is true.
    private func writePermanentlyClosed(_ status: CatalogBusinessStatus, to output: inout some JSONOutput) {
        output.member("permanently_closed", bool: status == .closedPermanently ? true : nil)
    }

    /// To one decimal, as Google gives ratings.
    private func rounded(rating: Double) -> Double {
        (rating * 10).rounded() / 10
    }

    /// Given only with a rating.
    private func ratingsTotal(_ rating: Double?, _ total: Int) -> Int? {
        rating == nil ? nil : total
    }

    private func geometry(_ location: GeoPoint, to output: inout some JSONOutput) {
        // A viewport of about 300 m around the place, as Google gives for a single restaurant.
        let latitudeSpan = 0.00135
        let longitudeSpan = min(180, latitudeSpan / max(0.01, cos(location.latitude * Double.pi / 180)))
        output.object { output in
            output.member("location") { latLng(location.latitude, location.longitude, to: &$0) }
            output.member("viewport") { output in
                output.object { output in
                    output.member("northeast") {
                        latLng(rounded(min(90, location.latitude + latitudeSpan)), wrap(location.longitude + longitudeSpan), to: &$0)
                    }
                    output.member("southwest") {
                        latLng(rounded(max(-90, location.latitude - latitudeSpan)), wrap(location.longitude - longitudeSpan), to: &$0)
                    }
                }
            }
        }
    }

    private func latLng(_ latitude: Double, _ longitude: Double, to output: inout some JSONOutput) {
        output.object {
            $0.member("lat", double: latitude)
            $0.member("lng", double: longitude)
        }
    }

    /// Wrapped into -180...180 and rounded to 7 decimals (~1 cm), so no float noise reaches the wire.
    private func wrap(_ longitude: Double) -> Double {
        rounded(longitude > 180 ? longitude - 360 : (longitude < -180 ? longitude + 360 : longitude))
    }

    private func rounded(_ degrees: Double) -> Double {
        (degrees * 1e7).rounded() / 1e7
    }

    private func photo(_ photo: CatalogPhoto, to output: inout some JSONOutput) {
        output.object { output in
            output.member("height", int: photo.height)
            output.member("html_attributions") { output in
                output.array { output in
                    for attribution in photo.htmlAttributions { output.string(attribution) }
                }
            }
            output.member("photo_reference", string: photo.reference)
            output.member("width", int: photo.width)
        }
    }

    private func review(_ review: CatalogReview, to output: inout some JSONOutput) {
        output.object { output in
            output.member("author_name", string: review.authorName)
            output.member("author_url", string: review.authorURL)
            output.member("language", string: review.language)
            output.member("original_language", string: review.isTranslated ? review.originalLanguage : nil)
            output.member("profile_photo_url", string: review.profilePhotoURL)
            output.member("rating", int: review.rating)
            output.member("relative_time_description", string: RelativeTimeDescription.text(for: review.time, relativeTo: now))
            output.member("text", string: review.text)
            output.member("time", int: Int(review.time.timeIntervalSince1970))
            output.member("translated", bool: review.isTranslated ? true : nil)
        }
    }

    /// The `opening_hours` member: the weekly hours, or a note about them as the only weekday line (no
    /// periods, no open_now); none when neither is known.
    private func writeOpeningHours(_ restaurant: CatalogRestaurant, to output: inout some JSONOutput) {
        guard let hours = restaurant.openingHours else {
            guard let note = restaurant.openingHoursNote else { return }
            output.member("opening_hours") { $0.object { $0.member("weekday_text") { $0.array { $0.string(note) } } } }
            return
        }
        output.member("opening_hours") { output in
            output.object { output in
                output.member("open_now", bool: restaurant.isOpen(at: now))
                output.member("periods") { output in
                    output.array { output in
                        for period in hours.periods { self.period(period, to: &output) }
                    }
                }
                output.member("weekday_text") { output in
                    output.array { output in
                        for line in hours.weekdayText { output.string(line) }
                    }
                }
            }
        }
    }

    /// Google's periods with `hhmm` times (see `OpeningHours.periods`).
    private func period(_ period: OpeningPeriod, to output: inout some JSONOutput) {
        output.object { output in
            if let close = period.close {
                output.member("close") { timeOfWeek(close, to: &$0) }
            }
            output.member("open") { timeOfWeek(period.open, to: &$0) }
        }
    }

    private func timeOfWeek(_ moment: OpeningPeriod.Moment, to output: inout some JSONOutput) {
        let time = "\(moment.hour < 10 ? "0" : "")\(moment.hour)\(moment.minute < 10 ? "0" : "")\(moment.minute)"
        output.object {
            $0.member("day", int: moment.day)
            $0.member("time", string: time)
        }
    }
}
