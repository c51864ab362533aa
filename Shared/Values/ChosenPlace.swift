/// The place chosen among those of the name a person gave, and the others of that name.
public struct ChosenPlace: Sendable, Equatable {
    public let place: NamedPlace
    public let others: [NamedPlace]

    public init(place: NamedPlace, others: [NamedPlace]) {
        self.place = place
        self.others = others
    }

    /// Where a search around the chosen place starts.
    public var location: UserLocation {
        UserLocation(coordinates: place.coordinates, source: .place, placeName: place.label)
    }
}

extension PlaceNameLookup {
    /// The place of that name `choose` picks among those found, best match first; throws
    /// `PlaceNotFoundError` when none is known, `PlaceNotChosenError` when none is picked.
    @MainActor
    public func choosePlace(named name: String, choose: @MainActor ([NamedPlace]) -> NamedPlace?) async throws -> ChosenPlace {
        let found = try await places(named: name)
        guard !found.isEmpty else { throw PlaceNotFoundError(name: name) }
        guard let chosen = choose(found) else { throw PlaceNotChosenError(name: name) }
        return ChosenPlace(place: chosen, others: found.filter { $0 != chosen })
    }
}
