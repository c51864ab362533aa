/// A feature that needs a signed-in user found nobody signed in.
public struct NotLoggedInError: ClassifiedError, Sendable, Equatable {
    public init() {}

    public var failureKind: FailureKind { .unauthorised }
    public var explanation: String { "You are not logged in." }
}
