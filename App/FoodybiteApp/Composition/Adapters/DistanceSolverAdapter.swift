import LocationFeature
import NearbyFeature
import Shared

/// Lets features measure distances with the Location feature's solver.
struct DistanceSolverAdapter: DistanceMeasuring {
    func distance(from start: Coordinates, to end: Coordinates) -> Double {
        DistanceSolver.distance(from: start, to: end)
    }
}
