/// A name people use to say where they are: a town, village or neighbourhood (OSM's `place=*`), or a
/// street, with a position and the name in other languages. Kept beside the catalog for place-name
/// lookup (`Gazetteer`).
public struct GazetteerEntry: Sendable, Equatable {
    /// Largest first: a lookup that finds several names prefers the larger place.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        case city, town, village, suburb, quarter, neighbourhood, hamlet, street

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What identifies the entry across imports: `osm:node/123` for a place, `street:<name>@<area>` for
    /// a street (one entry per street name and square of `GazetteerEntry.streetCellDegrees`).
    public let key: String
    public let kind: Kind
    public let name: String
    /// Names by language (`de`, `ru`, `zh-Hans`).
    public let otherNames: [String: String]
    public let location: GeoPoint
    /// The town a street is in, when the source says (`addr:city`).
    public let area: String?

    public init(key: String, kind: Kind, name: String, otherNames: [String: String] = [:], location: GeoPoint, area: String? = nil) {
        self.key = key
        self.kind = kind
        self.name = name
        self.otherNames = otherNames
        self.location = location
        self.area = area
    }

    /// The side of the squares a street is kept once in: about 2 km, so a long street is found near
    /// where it is, and two streets of one name in neighbouring villages stay two.
    public static let streetCellDegrees = 0.02

    /// The words of every name of the entry, folded as search folds text (`SearchFolding.words`), each
    /// with a space before and after: a lookup word `w` matches where this holds ` w` (`LIKE '% w%'`).
    public var searchText: String {
        let words = Set(([name] + otherNames.values).flatMap { SearchFolding.words(in: $0) })
        return " " + words.sorted().joined(separator: " ") + " "
    }

    /// The words of a lookup, folded as `searchText` is; at most `CatalogSearchPattern.maximumWords`.
    public static func lookupWords(in text: String) -> [String] {
        SearchFolding.queryWords(in: text)
    }
}
