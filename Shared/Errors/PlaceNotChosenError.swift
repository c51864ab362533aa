/// Several places had the name and none of them was chosen: nothing was done with any.
public struct PlaceNotChosenError: ClassifiedError, Sendable, Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var failureKind: FailureKind { .invalidRequest }
    public var explanation: String {
        "No place named “\(name)” was chosen, so nothing was done: add the town after a comma (“Rua Augusta, Lisboa”) or give LAT,LON."
    }
}
