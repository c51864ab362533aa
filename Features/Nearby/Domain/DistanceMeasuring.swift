import Shared

/// Metres between two points (`GreatCircleDistance` in production; tests measure as they need).
public protocol DistanceMeasuring: Sendable {
    func distance(from start: Coordinates, to end: Coordinates) -> Double
}
