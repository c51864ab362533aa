import ArgumentParser

/// Which of a restaurant's links to open.
public enum RestaurantLinkKind: String, CaseIterable, Sendable, EnumerableFlag {
    case map, website, directions

    public static func help(for value: RestaurantLinkKind) -> ArgumentHelp? {
        switch value {
        case .map: "Its page on a map (the default)."
        case .website: "Its website."
        case .directions: "Directions to it from your location."
        }
    }
}
