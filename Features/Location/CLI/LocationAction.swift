import Shared

public enum LocationAction: Sendable, Equatable {
    case show
    case set(Coordinates)
    case clear
}
