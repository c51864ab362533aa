/// Distances as people read them: "850 m", "1.2 km", "2 km", "23 km".
public enum DistanceFormatter {
    public static func string(fromMeters meters: Double) -> String {
        guard meters.isFinite, meters >= 0 else { return "–" }
        if meters < 1_000 {
            return "\(Int(meters.rounded())) m"
        }
        let kilometers = meters / 1_000
        if kilometers < 10 {
            let tenths = Int((kilometers * 10).rounded())
            return tenths % 10 == 0 ? "\(tenths / 10) km" : "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int(kilometers.rounded())) km"
    }
}
