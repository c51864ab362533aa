extension PostgresURL {
    /// The URL given as a flag, else the one in the environment variable `variable` (which keeps its
    /// password out of the process list); nil when neither is given or the one given is empty (an empty
    /// flag overrides the variable).
    public static func resolving(flag: String?, environment: [String: String], variable: String) throws -> PostgresURL? {
        guard let text = flag ?? environment[variable], !text.isEmpty else { return nil }
        return try PostgresURL(text)
    }
}
