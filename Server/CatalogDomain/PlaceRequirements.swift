import Foundation

/// What a place must say of itself to be found (`CatalogPlaceFacts`): diets it serves, a wheelchair
/// getting in, takeaway, delivery, seats outside. A place that does not say is not found: a filter
/// promises what it asks for.
public struct PlaceRequirements: Sendable, Equatable, Hashable, Codable {
    /// Diets as OpenStreetMap names them (`diet:*`).
    public enum Diet: String, Sendable, CaseIterable, Codable {
        case vegetarian, vegan, halal, kosher
        case glutenFree = "gluten_free"
    }

    /// One thing a place's facts must say: a value at `path` of the stored facts' JSON among `values`,
    /// or `true` at a key; `anyOf` when one of several will do (vegan food is vegetarian).
    public indirect enum Check: Sendable, Equatable {
        case text(path: [String], oneOf: [String])
        case flag(key: String)
        case anyOf([Check])
    }

    public var diets: [Diet]
    public var wheelchair: Bool
    public var takeaway: Bool
    public var delivery: Bool
    public var outdoorSeating: Bool

    public init(diets: [Diet] = [], wheelchair: Bool = false, takeaway: Bool = false, delivery: Bool = false, outdoorSeating: Bool = false) {
        self.diets = diets
        self.wheelchair = wheelchair
        self.takeaway = takeaway
        self.delivery = delivery
        self.outdoorSeating = outdoorSeating
    }

    /// Every name `init(names:)` reads: the diets, `wheelchair`, `takeaway`, `delivery`, `outdoor_seating`.
    public static let names = Diet.allCases.map(\.rawValue) + ["wheelchair", "takeaway", "delivery", "outdoor_seating"]

    /// The requirements named (`vegan`, `wheelchair`, …; case and surrounding spaces ignored); nil
    /// when a name is none of `names`.
    public init?(names: [String]) {
        self.init()
        for raw in names {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if let diet = Diet(rawValue: name) {
                if !diets.contains(diet) { diets.append(diet) }
                continue
            }
            switch name {
            case "wheelchair": wheelchair = true
            case "takeaway": takeaway = true
            case "delivery": delivery = true
            case "outdoor_seating": outdoorSeating = true
            default: return nil
            }
        }
    }

    public var isEmpty: Bool { checks.isEmpty }

    /// What the facts must say, each check on its own: a store turns them into its conditions.
    public var checks: [Check] {
        var checks = diets.map { diet -> Check in
            let served = Check.text(path: ["diets", diet.rawValue], oneOf: [CatalogPlaceFacts.DietOffer.yes.rawValue, CatalogPlaceFacts.DietOffer.only.rawValue])
            guard diet == .vegetarian else { return served }
            return .anyOf([served, .text(path: ["diets", Diet.vegan.rawValue], oneOf: [CatalogPlaceFacts.DietOffer.yes.rawValue, CatalogPlaceFacts.DietOffer.only.rawValue])])
        }
        if wheelchair { checks.append(.text(path: ["wheelchair"], oneOf: [CatalogPlaceFacts.WheelchairAccess.yes.rawValue])) }
        if takeaway { checks.append(.flag(key: "takeaway")) }
        if delivery { checks.append(.flag(key: "delivery")) }
        if outdoorSeating { checks.append(.flag(key: "outdoorSeating")) }
        return checks
    }

    /// Whether a place's facts say everything required.
    public func isMet(by facts: CatalogPlaceFacts) -> Bool {
        checks.allSatisfy { Self.passes($0, facts) }
    }

    private static func passes(_ check: Check, _ facts: CatalogPlaceFacts) -> Bool {
        switch check {
        case let .text(path, values):
            let value: String? = switch path.first {
            case "diets": path.count == 2 ? facts.diets[path[1]]?.rawValue : nil
            case "wheelchair": facts.wheelchair?.rawValue
            default: nil
            }
            return value.map(values.contains) ?? false
        case let .flag(key):
            switch key {
            case "takeaway": return facts.takeaway == true
            case "delivery": return facts.delivery == true
            case "outdoorSeating": return facts.outdoorSeating == true
            default: return false
            }
        case let .anyOf(checks):
            return checks.contains { passes($0, facts) }
        }
    }
}
