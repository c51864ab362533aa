/// What a place must say of itself to be found: a diet it serves, a wheelchair getting in, takeaway,
/// delivery, seats outside. A place that does not say is left out: a filter promises what it asks for.
/// The raw values are the names our server reads (`foodybiteRequires`).
public enum PlaceRequirement: String, Sendable, CaseIterable, Hashable, Comparable {
    case vegetarian, vegan, halal, kosher
    case glutenFree = "gluten_free"
    case wheelchair, takeaway, delivery
    case outdoorSeating = "outdoor_seating"

    public static let diets: [PlaceRequirement] = [.vegetarian, .vegan, .halal, .kosher, .glutenFree]

    public static func < (lhs: PlaceRequirement, rhs: PlaceRequirement) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// How a summary says it: "vegetarian", "gluten-free", "wheelchair-accessible", "with takeaway" …
    public var phrase: String {
        switch self {
        case .glutenFree: "gluten-free"
        case .wheelchair: "wheelchair-accessible"
        case .takeaway: "with takeaway"
        case .delivery: "delivering"
        case .outdoorSeating: "with seats outside"
        default: rawValue
        }
    }

    /// What it is about, as an error names it: "vegan food", "wheelchair access", "takeaway" …
    public var label: String {
        switch self {
        case .vegetarian, .vegan, .halal, .kosher: "\(rawValue) food"
        case .glutenFree: "gluten-free food"
        case .wheelchair: "wheelchair access"
        case .outdoorSeating: "outdoor seating"
        case .takeaway, .delivery: rawValue
        }
    }

    /// The Places API (New) field that says it; nil when that API has none.
    public var googleField: String? {
        switch self {
        case .vegetarian: "places.servesVegetarianFood"
        case .wheelchair: "places.accessibilityOptions"
        case .takeaway: "places.takeout"
        case .delivery: "places.delivery"
        case .outdoorSeating: "places.outdoorSeating"
        case .vegan, .halal, .kosher, .glutenFree: nil
        }
    }

    /// Whether a place's amenities, as Google's Places API (New) reports them, say so; nil when that API
    /// has no field for it (vegan, halal, kosher, gluten-free: only our server's catalog knows).
    public func isSaid(by amenities: PlaceAmenities) -> Bool? {
        switch self {
        case .vegetarian: amenities.servesVegetarianFood == true
        case .wheelchair: amenities.wheelchairAccessibleEntrance == true
        case .takeaway: amenities.takeout == true
        case .delivery: amenities.delivery == true
        case .outdoorSeating: amenities.outdoorSeating == true
        case .vegan, .halal, .kosher, .glutenFree: nil
        }
    }
}
