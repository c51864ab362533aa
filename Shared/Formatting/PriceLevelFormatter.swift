/// Price levels as places services give them: 0 (free) to 4 (very expensive).
public enum PriceLevelFormatter {
    public static let levels = 0...4

    /// "Free", "$", "$$", "$$$", "$$$$"; nil when unknown or out of range.
    public static func symbols(_ level: Int?) -> String? {
        guard let level, levels.contains(level) else { return nil }
        return level == 0 ? "Free" : String(repeating: "$", count: level)
    }
}
