import CatalogDomain
import ServerJSON

/// This server's members beside Google's in a search's answer, sent whatever the field mask (Google
/// never sends them; its clients ignore them): `foodybiteRankedBy: "rating"` on pages ranked best rated
/// first, so a client may stop reading once it has enough, and `foodybiteCatalog: "demo"` when every
/// place is the demo catalog's, so a client can say they are fictional.
enum PlacesNewExtensions {
    static func members(rankedByRating: Bool, sources: [CatalogSource]) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if rankedByRating { members.append((key: "foodybiteRankedBy", value: .string("rating"))) }
        if !sources.isEmpty, sources.allSatisfy({ $0 == .demo }) { members.append((key: "foodybiteCatalog", value: .string("demo"))) }
        return members
    }

    static func adding(_ members: [(key: String, value: JSONValue)], to answer: JSONValue) -> JSONValue {
        guard case let .object(existing) = answer else { return answer }
        return .object(existing + members)
    }
}
