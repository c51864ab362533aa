/// What a `preferences` subcommand asks for.
public enum PreferencesAction: Sendable, Equatable {
    case show
    case set(PreferencesChanges)
    case reset
}
