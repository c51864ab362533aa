import CatalogDomain
import Foundation

/// Generates the demo catalog: the same restaurants for the same options, on every machine.
public struct DemoCatalogGenerator: Sendable, Equatable {
    public let count: Int
    public let seed: UInt64
    public let center: GeoPoint
    /// Metres around the centre the restaurants are spread over (denser towards the middle).
    public let radius: Double
    package let names: DemoRestaurantNames

    /// Branches of one name stand at least this far apart (metres)…
    package static let branchDistance = 2_000.0
    /// …up to this many of them; a catalog larger than its names allow gives later ones no such room.
    package static let branchesKeptApart = 4

    public init(count: Int, seed: UInt64 = DemoCatalog.defaultSeed, center: GeoPoint = DemoCatalog.center, radius: Double = 12_000) {
        self.count = count
        self.seed = seed
        self.center = center
        self.radius = radius
        self.names = DemoRestaurantNames(seed: seed)
    }

    public init(configuration: CatalogConfiguration) {
        self.init(count: configuration.demoRestaurantCount, seed: configuration.demoSeed, center: configuration.demoCenter, radius: configuration.demoRadius)
    }

    /// The images the demo photos show (generated once per process).
    public var images: [CatalogImage] { DemoPhotos.images }

    /// A fixed moment the demo reviews are dated before, so they never depend on the clock.
    package static let reviewEpoch = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01T00:00:00Z

    public func restaurants() -> [CatalogRestaurant] {
        (0..<max(0, count)).map(restaurant(at:))
    }

    /// The same restaurants in batches of `size` (the last may be smaller), made as they are asked for.
    public func batches(of size: Int) -> DemoCatalogBatches {
        DemoCatalogBatches(generator: self, size: max(1, size))
    }

    /// The restaurant at `index`: each has its own random stream, so any one can be made alone.
    public func restaurant(at index: Int) -> CatalogRestaurant {
        var random = stream(for: index)
        let sourceKey = "demo:\(seed):\(index)"
        let placeID = PlaceIdentifier.placeID(forSourceKey: sourceKey)
        let brand = names.name(at: index)
        let style = DemoVocabulary.styles[brand.style]
        let location = self.location(at: index, drawingFrom: &random)
        let area = DemoArea.containing(location, among: areas)
        let isBranch = names.branch(at: index) > 0 && !area.name.isEmpty
        let name = isBranch ? "\(brand.text) \(area.name)" : brand.text
        let street = random.pick(area.streets)
        let number = random.int(in: 1...180)
        _ = random.next()  // once the postcode's first digits, which are now the area's
        let postcode = String(format: "%04d-%03d", area.postcode, random.int(in: 1...999))
        let (phone, internationalPhone) = phoneNumbers(&random)
        let rated = random.chance(0.88)
        let ratingsTotal = rated ? max(1, Int(pow(2_500.0, random.unit()))) : 0
        let rating = rated ? DemoRatings.rating(count: ratingsTotal, &random) : nil
        let slug = name.lowercased().folding(options: .diacriticInsensitive, locale: nil).filter { $0.isLetter || $0.isNumber }
        // Facts added in later versions draw from their own stream, so the restaurants' earlier values stay as they were.
        var facts = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03) ^ 0xFAC7_5EED)
        // Drawn in the order these values always were, so every restaurant keeps them.
        let website = random.chance(0.6) ? "https://www.\(slug).pt/" : nil
        let hours = openingHours(style.hours, &random)
        let price = priceLevel(&random)
        let photos = photos(placeID: placeID, dish: style.dish, &random)
        let writtenReviews = rating.map { reviews(around: $0, total: ratingsTotal, of: style, &random) } ?? []
        return CatalogRestaurant(
            placeID: placeID,
            sourceKey: sourceKey,
            source: .demo,
            name: name,
            location: location,
            formattedAddress: area.town.isEmpty ? "\(street) \(number)" : "\(street) \(number), \(postcode) \(area.town), Portugal",
            vicinity: area.town.isEmpty ? "\(street) \(number)" : "\(street) \(number), \(area.town)",
            phoneNumber: phone,
            internationalPhoneNumber: internationalPhone,
            cuisines: style.cuisines,
            website: website,
            url: "https://www.openstreetmap.org/?mlat=\(location.latitude)&mlon=\(location.longitude)#map=19/\(location.latitude)/\(location.longitude)",
            openingHours: hours,
            timeZone: center == DemoCatalog.center ? DemoCatalog.timeZone : CatalogTimeZone.guessedName(forLongitude: center.longitude),
            rating: rating,
            ratingsTotal: ratingsTotal,
            priceLevel: price,
            photos: photos,
            reviews: writtenReviews.map { translated($0, &facts) },
            businessStatus: businessStatus(&facts),
            facts: DemoPlaceFacts.facts(cuisines: style.cuisines, &facts)
        )
    }

    // MARK: - Parts

    /// Restaurant `index`'s random stream, at the draw of its position.
    package func stream(for index: Int) -> SeededRandomNumberGenerator {
        var random = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        _ = random.next()
        skipRetiredNameDraws(&random)
        return random
    }

    /// Draws once made for a restaurant's kind and name, which now come from `names`: still drawn, so that
    /// its position, rating and everything after stay as they were.
    private func skipRetiredNameDraws(_ random: inout SeededRandomNumberGenerator) {
        _ = random.next()  // the kind
        _ = random.next()  // the name's first word
        let form = random.int(below: 10)
        for _ in 0..<((3..<6).contains(form) ? 2 : 1) { _ = random.next() }
    }

    /// Where the demo's areas are known (around Lisbon) its neighbourhoods and towns; elsewhere one
    /// area without a name.
    package var areas: [DemoArea] {
        center == DemoCatalog.center ? DemoAreas.lisbon : [DemoAreas.unnamed(around: center)]
    }

    /// Lisbon landlines (21x) and mobiles (9xx), formatted as Google formats Portuguese numbers.
    private func phoneNumbers(_ random: inout SeededRandomNumberGenerator) -> (String?, String?) {
        guard random.chance(0.85) else { return (nil, nil) }
        if random.chance(0.7) {
            let national = "21 \(random.int(in: 100...999)) \(random.int(in: 1_000...9_999))"
            return (national, "+351 \(national)")
        }
        let national = "9\(random.pick(["1", "2", "3", "6"]))\(random.int(in: 0...9)) \(random.int(in: 100...999)) \(random.int(in: 100...999))"
        return (national, "+351 \(national)")
    }

    private func priceLevel(_ random: inout SeededRandomNumberGenerator) -> Int? {
        guard random.chance(0.85) else { return nil }
        let ticket = random.int(below: 100)
        switch ticket {
        case ..<30: return 1
        case ..<75: return 2
        case ..<93: return 3
        default: return 4
        }
    }

    private func openingHours(_ patterns: [(weight: Int, pattern: String)], _ random: inout SeededRandomNumberGenerator) -> OpeningHours? {
        let total = patterns.reduce(0) { $0 + $1.weight }
        var ticket = random.int(below: total)
        var pattern = patterns[0].pattern
        for candidate in patterns {
            if ticket < candidate.weight {
                pattern = candidate.pattern
                break
            }
            ticket -= candidate.weight
        }
        let noon = random.pick(["11:30", "12:00", "12:00", "12:30"])
        let late = random.pick(["22:30", "23:00", "23:00", "23:30"])
        pattern = pattern.replacingOccurrences(of: "12:00", with: noon).replacingOccurrences(of: "23:00", with: late)
        return OSMOpeningHoursParser.parse(pattern).hours
    }

    private func photos(placeID: String, dish: DemoDish, _ random: inout SeededRandomNumberGenerator) -> [CatalogPhoto] {
        guard random.chance(0.85) else { return [] }
        let images = DemoPhotos.specifications
        let count = random.int(in: 1...4)
        // The first photo shows the restaurant's kind of dish; the others any.
        let preferred = images.firstIndex { $0.dish == dish } ?? 0
        return (0..<count).map { index in
            let image = index == 0 ? images[preferred] : random.pick(images)
            return CatalogPhoto(
                reference: PlaceIdentifier.photoReference(placeID: placeID, index: index),
                imageName: image.name, width: image.width, height: image.height,
                htmlAttributions: [DemoPhotos.attribution]
            )
        }
    }

    /// About 2 % closed for now, 1 % for good.
    private func businessStatus(_ random: inout SeededRandomNumberGenerator) -> CatalogBusinessStatus {
        let ticket = random.unit()
        return ticket < 0.01 ? .closedPermanently : (ticket < 0.03 ? .closedTemporarily : .operational)
    }

    /// Half the Portuguese reviews are served in English, their original kept beside.
    private func translated(_ review: CatalogReview, _ random: inout SeededRandomNumberGenerator) -> CatalogReview {
        guard review.language == "pt", random.chance(0.5), let english = DemoVocabulary.englishTranslations[review.text] else { return review }
        var translated = review
        translated.text = english
        translated.language = "en"
        translated.originalText = review.text
        translated.originalLanguage = "pt"
        return translated
    }

    private func reviews(
        around rating: Double, total: Int, of style: DemoVocabulary.CuisineStyle, _ random: inout SeededRandomNumberGenerator
    ) -> [CatalogReview] {
        let count = min(total, random.int(in: 0...5))
        return (0..<count).map { _ in
            let stars = max(1, min(5, Int((rating + (random.unit() - 0.5) * 2.4).rounded())))
            let pool = stars >= 4
                ? DemoVocabulary.goodReviews + style.praise
                : (stars == 3 ? DemoVocabulary.middlingReviews + style.complaints : DemoVocabulary.poorReviews)
            let (language, text) = random.pick(pool)
            let age = TimeInterval(random.int(in: 3_600...(3 * 365 * 86_400)))
            return CatalogReview(
                authorName: random.pick(DemoVocabulary.reviewAuthors), rating: stars, text: text,
                time: Self.reviewEpoch.addingTimeInterval(-age), language: language
            )
        }
    }
}
