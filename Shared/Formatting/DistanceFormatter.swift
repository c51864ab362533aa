/// Distances as people read them: "850 m", "1.2 km", "23 km".
public enum DistanceFormatter {
    public static func string(fromMeters meters: Double) -> String {
        guard meters.isFinite, meters >= 0 else { return "–" }
        if meters < 1_000 {
            return "\(Int(meters.rounded())) m"
        }
        let kilometers = meters / 1_000
        if kilometers < 10 {
            let tenths = (kilometers * 10).rounded()
            return "\(Int(tenths) / 10).\(Int(tenths) % 10) km"
        }
        return "\(Int(kilometers.rounded())) km"
    }
}
