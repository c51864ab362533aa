import Shared

public struct SearchViewData: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let id: String
        public let text: String
        public let name: String
        public let area: String
        public let distanceMeters: Int?

        init(_ prediction: AutocompletePrediction) {
            self.id = prediction.restaurantID
            self.text = prediction.text
            self.name = prediction.name ?? prediction.text
            self.area = prediction.area ?? ""
            self.distanceMeters = prediction.distanceMeters
        }

        /// "1.2 km", or "–" when the service did not say.
        public var distanceText: String {
            distanceMeters.map { DistanceFormatter.string(fromMeters: Double($0)) } ?? "–"
        }
    }

    public let text: String
    public let center: UserLocation
    public let radius: Int
    public let rows: [Row]

    public init(text: String, center: UserLocation, radius: Int, predictions: [AutocompletePrediction]) {
        self.text = text
        self.center = center
        self.radius = radius
        self.rows = predictions.map(Row.init)
    }
}
