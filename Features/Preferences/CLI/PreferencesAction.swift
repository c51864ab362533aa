/// What a `preferences` subcommand asks for.
public enum PreferencesAction: Sendable, Equatable {
    case show
    case set(PreferencesChanges)
    case reset
    /// Show them, then ask for new values (the interactive flow).
    case edit
}
