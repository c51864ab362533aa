import CatalogDomain
import Foundation

/// Turns one OSM record into a catalog restaurant: name, position, cuisine (`;` lists), every phone
/// number (`phone`, then `contact:phone`), `addr:*`, website, and `opening_hours` read into weekly
/// hours. Hours of just `closed`/`off` mark the restaurant temporarily closed; hours given only as a
/// comment are kept as a note.
struct OSMRestaurantMapper: Sendable {
    struct Mapped: Sendable {
        let restaurant: CatalogRestaurant
        /// The record's `opening_hours`, when it had one, and what reading it gave.
        let openingHours: (text: String, result: OSMOpeningHoursParser.Result)?
        let timeZoneWasGuessed: Bool
    }

    /// An IANA identifier or fixed offset for every restaurant; nil guesses one from each longitude.
    let timeZone: String?
    /// The `amenity` values imported (see `OSMImporter.Options.amenities`).
    let amenities: Set<String>
    private var openingHoursMemo = OSMOpeningHoursMemo()

    init(timeZone: String?, amenities: Set<String> = ["restaurant"]) {
        self.timeZone = timeZone
        self.amenities = amenities
    }

    mutating func map(_ record: OSMRecord) -> Result<Mapped, OSMSkipReasonError> {
        if let reason = record.missingPointReason {
            return .failure(OSMSkipReasonError(reason: record.tags.isEmpty && reason == .noCoordinates ? .untagged : reason))
        }
        guard let point = record.point else { return .failure(OSMSkipReasonError(reason: .noCoordinates)) }
        guard !record.tags.isEmpty else { return .failure(OSMSkipReasonError(reason: .untagged)) }
        if let amenity = record.tags["amenity"], !amenities.contains(amenity) {
            return .failure(OSMSkipReasonError(reason: .notRestaurant))
        }
        // A place or a road in an export of restaurants (a country's node, say) is none.
        if record.tags["amenity"] == nil, record.tags["place"] != nil || record.tags["highway"] != nil {
            return .failure(OSMSkipReasonError(reason: .notRestaurant))
        }
        guard point.isValid, !(point.latitude == 0 && point.longitude == 0) else {
            return .failure(OSMSkipReasonError(reason: .invalidCoordinates))
        }
        guard let name = record.tags["name"], !name.isEmpty else { return .failure(OSMSkipReasonError(reason: .noName)) }

        let sourceKey = record.osmID.map { "osm:\($0)" }
            ?? "osm:\(name)@\(String(format: "%.7f,%.7f", point.latitude, point.longitude))"
        let phones = PhoneNumberFormatter.format(["phone", "contact:phone"].compactMap { record.tags[$0] })
        let hoursText = record.tags["opening_hours"]
        let hoursResult = hoursText.map { openingHoursMemo.result(for: $0) }
        let zone = timeZone ?? CatalogTimeZone.guessedName(forLongitude: point.longitude)
        let restaurant = CatalogRestaurant(
            placeID: PlaceIdentifier.placeID(forSourceKey: sourceKey),
            sourceKey: sourceKey,
            source: .openStreetMap,
            name: name,
            location: point,
            formattedAddress: address(record.tags, includingPostcode: true),
            vicinity: address(record.tags, includingPostcode: false),
            phoneNumber: phones.national,
            internationalPhoneNumber: phones.international,
            cuisines: Self.cuisines(record.tags["cuisine"] ?? ""),
            website: website(record.tags),
            url: record.osmID.map { "https://www.openstreetmap.org/\($0)" }
                ?? "https://www.openstreetmap.org/?mlat=\(point.latitude)&mlon=\(point.longitude)#map=19/\(point.latitude)/\(point.longitude)",
            openingHours: hoursResult?.hours,
            openingHoursNote: hoursText.flatMap { text in hoursResult.flatMap { hoursNote(text, $0) } },
            timeZone: zone,
            businessStatus: hoursText.map(businessStatus) ?? .operational,
            facts: OSMPlaceFactsReader.facts(record.tags)
        )
        return .success(Mapped(
            restaurant: restaurant,
            openingHours: hoursText.flatMap { text in hoursResult.map { (text, $0) } },
            timeZoneWasGuessed: timeZone == nil
        ))
    }

    /// `opening_hours=closed` (or `off`) as the whole value says the business is closed, not a day off.
    private func businessStatus(_ hoursText: String) -> CatalogBusinessStatus {
        ["closed", "off"].contains(ImportedText.trimmed(hoursText).lowercased()) ? .closedTemporarily : .operational
    }

    /// Hours given only as a comment (`"renovation, opening soon"`): the text, without the quotes when
    /// the value is one quoted comment.
    private func hoursNote(_ hoursText: String, _ result: OSMOpeningHoursParser.Result) -> String? {
        guard result.hours == nil, !result.notes.isEmpty, result.notes.allSatisfy({ $0.kind == .commentOnly }) else { return nil }
        let text = hoursText.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains("\"") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// `Street 12, 1100-053 Lisboa` (formatted) or `Street 12, Lisboa` (vicinity); nil without `addr:*`.
    private func address(_ tags: [String: String], includingPostcode: Bool) -> String? {
        let street = [tags["addr:street"] ?? tags["addr:place"], tags["addr:housenumber"]].compactMap { $0 }.joined(separator: " ")
        let locality = (includingPostcode ? [tags["addr:postcode"], tags["addr:city"]] : [tags["addr:city"]])
            .compactMap { $0 }.joined(separator: " ")
        var parts = [street, locality].filter { !$0.isEmpty }
        if includingPostcode, let country = tags["addr:country"], !parts.isEmpty { parts.append(country) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// OSM's `cuisine` as mappers write it, normalised: a list split on `;` and `,` (`pizza,_kebab` is
    /// pizza and kebab), each value lower-case with `_` between words and none twice.
    static func cuisines(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split { $0 == ";" || $0 == "," }
            .compactMap { CuisineValue.normalized(ImportedText.trimmed($0)) }
            .filter { seen.insert($0).inserted }
    }

    private func website(_ tags: [String: String]) -> String? {
        guard let raw = tags["website"] ?? tags["contact:website"] ?? tags["url"] else { return nil }
        let first = raw.split(separator: ";").first.map(ImportedText.trimmed) ?? raw
        if first.lowercased().hasPrefix("http://") || first.lowercased().hasPrefix("https://") { return first }
        guard !first.contains(" "), first.contains(".") else { return nil }
        return "https://\(first)"
    }
}
