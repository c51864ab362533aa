/// The main menu of the interactive flow and what each answer means.
public enum HomeMenu {
    public static let prompt = "[n]earby · [s]earch · fa[v]ourites · [p]references · [a]ccount · [q]uit: "

    /// The route for an answer; nil for one that means nothing (the menu is asked again). The end of
    /// input quits.
    public static func route(for answer: String?) -> HomeRoute? {
        guard let answer = answer?.trimmingCharacters(in: .whitespaces).lowercased() else { return .quit }
        switch answer {
        case "n", "nearby", "": return .nearby
        case "s", "search": return .search
        case "v", "favourites": return .favourites
        case "p", "preferences": return .preferences
        case "a", "account": return .account
        case "q", "quit", "exit": return .quit
        default: return nil
        }
    }
}
