import Shared

public enum LocationAction: Sendable, Equatable {
    case show
    case set(Coordinates)
    /// Save the place of this name (a town, a neighbourhood, a street).
    case setPlace(String)
    case clear
}
