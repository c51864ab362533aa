import Shared

/// Metres along the Earth's surface: what Nearby measures with.
public struct GreatCircleDistance: DistanceMeasuring {
    public init() {}

    public func distance(from start: Coordinates, to end: Coordinates) -> Double {
        start.distance(to: end)
    }
}
