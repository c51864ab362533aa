import CatalogDomain
import Hummingbird
import ServerJSON

/// GET /maps/api/place/findplacefromtext/json: places by name from the gazetteer (`PlaceNameLookup`),
/// larger places first, as candidates with `name`, `formatted_address`, `geometry` and `types`.
struct FindPlaceController<Context: RequestContext> {
    /// Google answers one candidate, or a few for an ambiguous text.
    static var maximumCandidates: Int { 5 }

    let places: PlaceNameLookup
    let keyCheck: PlacesAPIKeyCheck

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/findplacefromtext/json") { request, _ in
            try await find(PlacesQueryParameters(query: request.uri.query))
        }
    }

    private static var emptyMembers: [(String, JSONValue)] { [("candidates", .array([]))] }

    func find(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: Self.emptyMembers)
        }
        let text: String
        do {
            guard case let .text(input) = try FindPlaceRequest.parse(parameters) else {
                return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
            }
            text = input
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: Self.emptyMembers)
        }
        let entries: [GazetteerEntry]
        do {
            entries = try await places.places(for: text, limit: Self.maximumCandidates)
        } catch {
            return PlacesJSONResponse.error(PlacesRequestError(status: .unknownError, message: "The place names could not be searched; try again."), emptyMembers: Self.emptyMembers)
        }
        guard !entries.isEmpty else {
            return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
        }
        return PlacesJSONResponse.make(.object([
            (key: "candidates", value: .array(entries.map(Self.candidate))),
            (key: "status", value: .string(PlacesStatus.ok.rawValue)),
        ]))
    }

    private static func candidate(_ entry: GazetteerEntry) -> JSONValue {
        .object([
            (key: "place_id", value: .string(PlaceIdentifier.placeID(forSourceKey: "gazetteer:" + entry.key))),
            (key: "name", value: .string(entry.name)),
            (key: "formatted_address", value: .string(GazetteerPlaceJSON.address(of: entry))),
            (key: "geometry", value: .object([(key: "location", value: .object([
                (key: "lat", value: .double(entry.location.latitude)),
                (key: "lng", value: .double(entry.location.longitude)),
            ]))])),
            (key: "types", value: .array(GazetteerPlaceJSON.types(of: entry.kind).map { .string($0) })),
        ])
    }
}
