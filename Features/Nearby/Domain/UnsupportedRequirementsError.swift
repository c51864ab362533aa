import Shared

/// A search asking a Places service for what it cannot tell of a place (Google's legacy API says
/// nothing of diets or access; its new API says nothing of vegan, halal, kosher or gluten-free food).
public struct UnsupportedRequirementsError: ClassifiedError, Sendable, Equatable {
    public let requirements: [PlaceRequirement]
    /// The service, as a person knows it ("Google's legacy Places API").
    public let service: String
    /// What would answer instead.
    public let advice: String

    public init(requirements: [PlaceRequirement], service: String, advice: String) {
        self.requirements = requirements
        self.service = service
        self.advice = advice
    }

    public var failureKind: FailureKind { .invalidRequest }
    public var explanation: String {
        "\(service) cannot filter by \(requirements.map(\.label).joined(separator: ", ")): \(advice)"
    }
}
