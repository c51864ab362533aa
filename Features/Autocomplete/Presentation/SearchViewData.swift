import Shared

public struct SearchViewData: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let id: String
        public let text: String
        public let name: String
        public let area: String
        public let distanceMeters: Int?
        /// Whether it lies beyond the radius searched within (the service found it all the same).
        public let isBeyondRadius: Bool
        public let rating: Double?
        public let ratingsCount: Int?
        public let isOpen: Bool?
        /// Whether the person keeps it as a favourite (★).
        public let isFavourite: Bool

        init(_ prediction: AutocompletePrediction, radius: Int, isFavourite: Bool) {
            self.id = prediction.restaurantID
            self.text = prediction.text
            self.name = prediction.name ?? prediction.text
            self.area = prediction.area ?? ""
            self.distanceMeters = prediction.distanceMeters
            self.isBeyondRadius = prediction.distanceMeters.map { $0 > radius } ?? false
            self.rating = prediction.rating
            self.ratingsCount = prediction.ratingsCount
            self.isOpen = prediction.isOpen
            self.isFavourite = isFavourite
        }

        /// "★★★★★ 4.6", or "no rating".
        public var ratingText: String { RatingFormatter.stars(rating) }

        /// "open", "closed", or "–" when the service did not say.
        public var openText: String { OpenStateFormatter.text(isOpen: isOpen) }

        /// "1.2 km", "2,300 km *" beyond the radius, or "–" when the service did not say.
        public var distanceText: String {
            guard let distanceMeters else { return "–" }
            return DistanceFormatter.string(fromMeters: Double(distanceMeters)) + (isBeyondRadius ? " *" : "")
        }
    }

    public let text: String
    public let center: UserLocation
    public let radius: Int
    public let rows: [Row]
    /// The other places of the name searched near, when one was given.
    public let otherPlaces: [NamedPlace]

    public init(
        text: String, center: UserLocation, radius: Int, predictions: [AutocompletePrediction], otherPlaces: [NamedPlace] = [], favouriteIDs: Set<String> = []
    ) {
        self.text = text
        self.center = center
        self.radius = radius
        self.rows = predictions.map { Row($0, radius: radius, isFavourite: favouriteIDs.contains($0.restaurantID)) }
        self.otherPlaces = otherPlaces
    }

    /// Whether the service said how the places stand (our server does): the list then shows it.
    public var showsStanding: Bool {
        rows.contains { $0.rating != nil || $0.isOpen != nil }
    }

    /// Says which rows lie beyond the radius, when some do.
    public var beyondRadiusNote: String? {
        guard rows.contains(where: \.isBeyondRadius) else { return nil }
        return "* beyond the \(DistanceFormatter.string(fromMeters: Double(radius))) you search within (no closer restaurant matches)."
    }
}
