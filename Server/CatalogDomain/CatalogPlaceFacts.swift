import Foundation

/// What a source says about a place beyond its name, address and hours, for the questions people ask
/// of it: what kind of place it is, which diets it serves, whether a wheelchair gets in, whether it
/// sells to take away, delivers, has seats outside; its brand and its names in other languages.
/// Unknown is nil (or absent), never "no".
public struct CatalogPlaceFacts: Sendable, Equatable, Codable {
    /// OSM's `diet:*`: served, or the only thing served.
    public enum DietOffer: String, Sendable, Codable { case yes, only, no }
    /// OSM's `wheelchair`.
    public enum WheelchairAccess: String, Sendable, Codable { case yes, limited, no }

    /// OSM's `amenity` (`restaurant`, `fast_food`, `cafe`, …).
    public var kind: String?
    /// Keyed by diet as OSM names them (`vegetarian`, `vegan`, `halal`, `kosher`, `gluten_free`).
    public var diets: [String: DietOffer]
    public var wheelchair: WheelchairAccess?
    public var takeaway: Bool?
    public var delivery: Bool?
    public var outdoorSeating: Bool?
    public var brand: String?
    /// Names by language (`de`, `ru`, `zh-Hans`), kept for search (which does not use them yet).
    public var otherNames: [String: String]

    public init(
        kind: String? = nil,
        diets: [String: DietOffer] = [:],
        wheelchair: WheelchairAccess? = nil,
        takeaway: Bool? = nil,
        delivery: Bool? = nil,
        outdoorSeating: Bool? = nil,
        brand: String? = nil,
        otherNames: [String: String] = [:]
    ) {
        self.kind = kind
        self.diets = diets
        self.wheelchair = wheelchair
        self.takeaway = takeaway
        self.delivery = delivery
        self.outdoorSeating = outdoorSeating
        self.brand = brand
        self.otherNames = otherNames
    }

    public var isEmpty: Bool { self == CatalogPlaceFacts() }

    /// Whether vegetarian food is served: yes when the place serves vegetarian or vegan food (or only
    /// that), no when it says it serves none, nil when it does not say.
    public var servesVegetarianFood: Bool? {
        let offers = [diets["vegetarian"], diets["vegan"]].compactMap { $0 }
        if offers.contains(where: { $0 != .no }) { return true }
        return offers.isEmpty ? nil : false
    }

    /// Whether a wheelchair gets in: OSM's `yes` and `no`; `limited` (some steps, a narrow door) is
    /// neither, so unknown rather than a promise.
    public var wheelchairAccessibleEntrance: Bool? {
        switch wheelchair {
        case .yes: true
        case .no: false
        case .limited, nil: nil
        }
    }

    /// As stored: JSON with sorted keys, or nil when nothing is known (most catalogs' most rows).
    public var storageText: String? {
        guard !isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The facts stored as `storageText`; a value that does not read (written by a newer server, say)
    /// as nothing known rather than a failure of the whole answer.
    public init(storageText: String?) {
        guard let data = storageText?.data(using: .utf8), let facts = try? JSONDecoder().decode(Self.self, from: data) else {
            self.init()
            return
        }
        self = facts
    }

    private enum CodingKeys: String, CodingKey {
        case kind, diets, wheelchair, takeaway, delivery, outdoorSeating, brand, otherNames
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decodeIfPresent(String.self, forKey: .kind),
            diets: try container.decodeIfPresent([String: DietOffer].self, forKey: .diets) ?? [:],
            wheelchair: try container.decodeIfPresent(WheelchairAccess.self, forKey: .wheelchair),
            takeaway: try container.decodeIfPresent(Bool.self, forKey: .takeaway),
            delivery: try container.decodeIfPresent(Bool.self, forKey: .delivery),
            outdoorSeating: try container.decodeIfPresent(Bool.self, forKey: .outdoorSeating),
            brand: try container.decodeIfPresent(String.self, forKey: .brand),
            otherNames: try container.decodeIfPresent([String: String].self, forKey: .otherNames) ?? [:]
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(kind, forKey: .kind)
        if !diets.isEmpty { try container.encode(diets, forKey: .diets) }
        try container.encodeIfPresent(wheelchair, forKey: .wheelchair)
        try container.encodeIfPresent(takeaway, forKey: .takeaway)
        try container.encodeIfPresent(delivery, forKey: .delivery)
        try container.encodeIfPresent(outdoorSeating, forKey: .outdoorSeating)
        try container.encodeIfPresent(brand, forKey: .brand)
        if !otherNames.isEmpty { try container.encode(otherNames, forKey: .otherNames) }
    }
}
