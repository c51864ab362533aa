public enum DependencyResolutionError: Error, Equatable, CustomStringConvertible {
    case notRegistered(typeName: String)
    case wrongType(typeName: String, madeTypeName: String)

    public var description: String {
        switch self {
        case let .notRegistered(typeName):
            "Nothing is registered for \(typeName) in the dependency container."
        case let .wrongType(typeName, madeTypeName):
            "The factory registered for \(typeName) made a \(madeTypeName)."
        }
    }
}
