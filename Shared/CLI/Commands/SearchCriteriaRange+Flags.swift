import ArgumentParser
import Shared

extension SearchCriteriaRange {
    /// "1-50000", for help texts.
    public static let radiusText = "\(radius.lowerBound)-\(radius.upperBound)"

    /// Checks `--radius` and `--min-rating`, as a command's `validate()` does.
    public static func validateFlags(radius: Int?, minimumRating: Double? = nil) throws {
        if let radius, !Self.radius.contains(radius) {
            throw ValidationError("--radius must be between \(Self.radius.lowerBound) and \(Self.radius.upperBound) metres, not \(radius).")
        }
        if let minimumRating, !Self.minimumRating.contains(minimumRating) {
            throw ValidationError("--min-rating must be between 0 and 5, not \(minimumRating).")
        }
    }
}
