/// An error that knows how to explain itself to the person at the terminal.
public protocol UserFacingError: Error {
    var userFacingMessage: UserFacingMessage { get }
}

extension UserFacingMessage: UserFacingError {
    public var userFacingMessage: UserFacingMessage { self }
}
