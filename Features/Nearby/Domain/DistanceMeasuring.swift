import Shared

/// Metres between two points (App adapts the Location feature's DistanceSolver).
public protocol DistanceMeasuring: Sendable {
    func distance(from start: Coordinates, to end: Coordinates) -> Double
}
