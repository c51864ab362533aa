/// A question put to the catalog with the restaurants a person asking it expects among the first five
/// (`expected`), and those that must not be there (`excluded`: what a filter or a place leaves out).
public struct JudgedQuery: Sendable, Equatable, Decodable {
    public enum Kind: String, Sendable, Decodable {
        /// `foodybite nearby TEXT`: a nearby search by keyword, best rated (then nearest) first.
        case nearby
        /// `foodybite search TEXT`: autocomplete as you type.
        case search
    }

    public let kind: Kind
    public let text: String
    /// The name of one of the set's centres the question is asked at.
    public let at: String?
    /// A place name the question is asked around instead (`--near`), looked up in the gazetteer.
    public let near: String?
    /// Metres, for a nearby search.
    public let radius: Double?
    public let openNow: Bool
    /// What the places must say of themselves (`PlaceRequirements.names`: `vegan`, `wheelchair` …).
    public let requires: [String]
    public let expected: [String]
    public let excluded: [String]

    private enum CodingKeys: String, CodingKey {
        case kind, text, at, near, radius, openNow, requires, expected, excluded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        text = try container.decode(String.self, forKey: .text)
        at = try container.decodeIfPresent(String.self, forKey: .at)
        near = try container.decodeIfPresent(String.self, forKey: .near)
        radius = try container.decodeIfPresent(Double.self, forKey: .radius)
        openNow = try container.decodeIfPresent(Bool.self, forKey: .openNow) ?? false
        requires = try container.decodeIfPresent([String].self, forKey: .requires) ?? []
        expected = try container.decode([String].self, forKey: .expected)
        excluded = try container.decodeIfPresent([String].self, forKey: .excluded) ?? []
    }

    /// How the question reads on a command line: `nearby "pizza" --near Alfama --open-now`.
    public var label: String {
        var parts = ["\(kind.rawValue) \"\(text)\""]
        if let near { parts.append("--near \(near)") } else if let at { parts.append("at \(at)") }
        if let radius { parts.append("--radius \(Int(radius))") }
        if openNow { parts.append("--open-now") }
        if !requires.isEmpty { parts.append("requiring " + requires.joined(separator: ",")) }
        return parts.joined(separator: " ")
    }
}
