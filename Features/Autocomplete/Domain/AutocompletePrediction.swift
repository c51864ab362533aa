/// A restaurant whose name starts like what was typed.
public struct AutocompletePrediction: Sendable, Equatable {
    public let restaurantID: String
    /// The whole description ("Tasca do Zé, Rua ..., Lisboa").
    public let text: String
    /// The name alone, when the service splits it out.
    public let name: String?
    /// Where it is, when the service splits it out.
    public let area: String?

    public init(restaurantID: String, text: String, name: String? = nil, area: String? = nil) {
        self.restaurantID = restaurantID
        self.text = text
        self.name = name
        self.area = area
    }
}
