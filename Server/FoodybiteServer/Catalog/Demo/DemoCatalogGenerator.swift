import Foundation

/// Generates the demo catalog: the same restaurants for the same options, on every machine.
public struct DemoCatalogGenerator: Sendable, Equatable {
    public var count: Int
    public var seed: UInt64
    public var center: GeoPoint
    /// Metres around the centre the restaurants are spread over (denser towards the middle).
    public var radius: Double

    public init(count: Int, seed: UInt64 = DemoCatalog.defaultSeed, center: GeoPoint = DemoCatalog.center, radius: Double = 12_000) {
        self.count = count
        self.seed = seed
        self.center = center
        self.radius = radius
    }

    public init(configuration: CatalogConfiguration) {
        self.init(count: configuration.demoRestaurantCount, seed: configuration.demoSeed, center: configuration.demoCenter, radius: configuration.demoRadius)
    }

    /// The images the demo photos show (generated once per process).
    public var images: [CatalogImage] { DemoPhotos.images }

    /// A fixed moment the demo reviews are dated before, so they never depend on the clock.
    static let reviewEpoch = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01T00:00:00Z

    public func restaurants() -> [CatalogRestaurant] {
        (0..<max(0, count)).map(restaurant(at:))
    }

    /// The same restaurants in batches of `size` (the last may be smaller), made as they are asked for.
    public func batches(of size: Int) -> DemoCatalogBatches {
        DemoCatalogBatches(generator: self, size: max(1, size))
    }

    /// The restaurant at `index`: each has its own random stream, so any one can be made alone.
    public func restaurant(at index: Int) -> CatalogRestaurant {
        var random = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        _ = random.next()
        let sourceKey = "demo:\(seed):\(index)"
        let placeID = PlaceIdentifier.placeID(forSourceKey: sourceKey)
        let style = pickStyle(&random)
        let name = self.name(style, &random)
        let location = onLand(point(&random), index: index)
        let street = random.pick(DemoVocabulary.streets)
        let number = random.int(in: 1...180)
        let postcode = "1\(random.int(in: 100...999))-\(String(format: "%03d", random.int(in: 1...999)))"
        let (phone, internationalPhone) = phoneNumbers(&random)
        let rated = random.chance(0.88)
        let ratingsTotal = rated ? max(1, Int(pow(2_500.0, random.unit()))) : 0
        let rating = rated ? DemoRatings.rating(count: ratingsTotal, &random) : nil
        let slug = name.lowercased().folding(options: .diacriticInsensitive, locale: nil).filter { $0.isLetter || $0.isNumber }
        // Facts added in later versions draw from their own stream, so the restaurants' earlier values stay as they were.
        var facts = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03) ^ 0xFAC7_5EED)
        // Drawn in the order these values always were, so every restaurant keeps them.
        let website = random.chance(0.6) ? "https://www.\(slug).pt/" : nil
        let hours = openingHours(&random)
        let price = priceLevel(&random)
        let photos = photos(placeID: placeID, dish: style.dish, &random)
        let writtenReviews = rating.map { reviews(around: $0, total: ratingsTotal, &random) } ?? []
        return CatalogRestaurant(
            placeID: placeID,
            sourceKey: sourceKey,
            source: .demo,
            name: name,
            location: location,
            formattedAddress: "\(street) \(number), \(postcode) Lisboa, Portugal",
            vicinity: "\(street) \(number), Lisboa",
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
            businessStatus: businessStatus(&facts)
        )
    }

    // MARK: - Parts

    private func pickStyle(_ random: inout SeededRandomNumberGenerator) -> DemoVocabulary.CuisineStyle {
        let total = DemoVocabulary.styles.reduce(0) { $0 + $1.weight }
        var ticket = random.int(below: total)
        for style in DemoVocabulary.styles {
            if ticket < style.weight { return style }
            ticket -= style.weight
        }
        return DemoVocabulary.styles[0]
    }

    /// Mostly a style's prefix and suffix ("Trattoria Nonna Rosa"); some places are named after their
    /// owner ("Tasca do Fernando"), some are branches named after their neighbourhood.
    private func name(_ style: DemoVocabulary.CuisineStyle, _ random: inout SeededRandomNumberGenerator) -> String {
        let prefix = random.pick(style.prefixes)
        switch random.int(below: 10) {
        case 0..<3 where style.cuisines.contains("portuguese"):
            return "\(prefix) \(random.pick(DemoVocabulary.owners))"
        case 3..<6:
            return "\(prefix) \(random.pick(style.suffixes)) \(random.pick(DemoVocabulary.neighbourhoods))"
        default:
            return "\(prefix) \(random.pick(style.suffixes))"
        }
    }

    /// Packed towards the centre as a city's restaurants are (a quarter within a sixth of the radius,
    /// most within half of it), uniform over each disc; rounded to 6 decimals (~0.1 m).
    private func point(_ random: inout SeededRandomNumberGenerator) -> GeoPoint {
        let tier = random.unit()
        let spread = tier < 0.25 ? 1.0 / 6 : (tier < 0.7 ? 0.45 : 1.0)
        let distance = radius * spread * random.unit().squareRoot()
        let angle = random.unit() * 2 * Double.pi
        let metresPerDegree = GeoPoint.earthRadius * Double.pi / 180
        let latitude = max(-89.9, min(89.9, center.latitude + distance * DeterministicTrigonometry.cosine(angle) / metresPerDegree))
        let longitudeScale = max(0.01, DeterministicTrigonometry.cosine(center.latitude * Double.pi / 180))
        var longitude = center.longitude + distance * DeterministicTrigonometry.sine(angle) / (metresPerDegree * longitudeScale)
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return GeoPoint(latitude: (latitude * 1e6).rounded() / 1e6, longitude: (longitude * 1e6).rounded() / 1e6)
    }

    /// Around Lisbon, a point in the Tagus is drawn again (from a stream of its own, so the restaurant's
    /// other values stay as they were) until it lies on land.
    private func onLand(_ point: GeoPoint, index: Int) -> GeoPoint {
        guard center == DemoCatalog.center, TagusEstuary.contains(point) else { return point }
        var again = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0xA24B_AED4_963E_E407) ^ 0x7A6E_5EED)
        for _ in 0..<50 {
            let drawn = self.point(&again)
            if !TagusEstuary.contains(drawn) { return drawn }
        }
        return center
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

    private func openingHours(_ random: inout SeededRandomNumberGenerator) -> OpeningHours? {
        let total = DemoVocabulary.hourPatterns.reduce(0) { $0 + $1.weight }
        var ticket = random.int(below: total)
        var pattern = DemoVocabulary.hourPatterns[0].pattern
        for candidate in DemoVocabulary.hourPatterns {
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

    private func photos(placeID: String, dish: DemoPhotoPainter.Dish, _ random: inout SeededRandomNumberGenerator) -> [CatalogPhoto] {
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

    private func reviews(around rating: Double, total: Int, _ random: inout SeededRandomNumberGenerator) -> [CatalogReview] {
        let count = min(total, random.int(in: 0...5))
        return (0..<count).map { _ in
            let stars = max(1, min(5, Int((rating + (random.unit() - 0.5) * 2.4).rounded())))
            let pool = stars >= 4 ? DemoVocabulary.goodReviews : (stars == 3 ? DemoVocabulary.middlingReviews : DemoVocabulary.poorReviews)
            let (language, text) = random.pick(pool)
            let age = TimeInterval(random.int(in: 3_600...(3 * 365 * 86_400)))
            return CatalogReview(
                authorName: random.pick(DemoVocabulary.reviewAuthors), rating: stars, text: text,
                time: Self.reviewEpoch.addingTimeInterval(-age), language: language
            )
        }
    }
}
