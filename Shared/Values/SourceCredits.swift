/// What an answer's source asks to be said with it: that its restaurants are a demo's (fictional), and
/// whom to credit for the data (plain text, "Data © OpenStreetMap contributors, ODbL").
public struct SourceCredits: Sendable, Equatable {
    public var isDemoCatalog: Bool
    public var attributions: [String]

    public init(isDemoCatalog: Bool = false, attributions: [String] = []) {
        self.isDemoCatalog = isDemoCatalog
        self.attributions = attributions
    }

    public static let none = SourceCredits()
}

extension SourceCredits {
    /// The credits of an answer made of two parts: a demo's only when both are; every attribution once.
    public func merged(with other: SourceCredits) -> SourceCredits {
        SourceCredits(isDemoCatalog: isDemoCatalog && other.isDemoCatalog, attributions: attributions + other.attributions.filter { !attributions.contains($0) })
    }
}
