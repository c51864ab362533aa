/// An answer to "open which one?" under a numbered list.
public enum ListPick: Sendable, Equatable {
    /// A valid position, 0-based.
    case item(Int)
    /// Nothing typed: go back.
    case back
    /// A letter command such as "r".
    case command(String)
    /// A number outside the list, or something else.
    case invalid

    public static func parse(_ answer: String?, count: Int, commands: Set<String> = []) -> ListPick {
        guard let answer = answer?.trimmingCharacters(in: .whitespaces).lowercased() else { return .back }
        if answer.isEmpty { return .back }
        if let number = Int(answer) {
            return (1...max(count, 1)).contains(number) && count > 0 ? .item(number - 1) : .invalid
        }
        return commands.contains(answer) ? .command(answer) : .invalid
    }
}
