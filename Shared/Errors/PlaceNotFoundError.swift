/// No place of the name a person gave is known to the places service.
public struct PlaceNotFoundError: ClassifiedError, Sendable, Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var failureKind: FailureKind { .invalidRequest }
    public var explanation: String {
        "No place named “\(name)” is known here: try another spelling, add the town after a comma (“Rua Augusta, Lisboa”), "
            + "or give the latitude and longitude (38.7223,-9.1393)."
    }
}
