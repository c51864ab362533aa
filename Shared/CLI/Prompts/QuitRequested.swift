/// A person typed q (or quit) at an interactive prompt: the interactive flow ends, without an error.
public struct QuitRequested: Error, Equatable, Sendable {
    public init() {}
}
