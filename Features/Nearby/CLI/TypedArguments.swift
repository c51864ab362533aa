/// A line typed at a prompt cut into arguments as a shell would for simple cases: at spaces, with
/// "double" or 'single' quotes keeping spaces inside one argument.
enum TypedArguments {
    /// Nil when a quote is left open.
    static func split(_ line: String) -> [String]? {
        var arguments: [String] = []
        var current = ""
        var quote: Character?
        var hasArgument = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasArgument = true
            } else if character.isWhitespace {
                if hasArgument { arguments.append(current) }
                current = ""
                hasArgument = false
            } else {
                current.append(character)
                hasArgument = true
            }
        }
        guard quote == nil else { return nil }
        if hasArgument { arguments.append(current) }
        return arguments
    }
}
