import Shared

/// What a running command gets from App: the container holding every module builder, and the console.
public struct CommandContext: Sendable {
    public let container: DependencyManager
    public let console: Console

    public init(container: DependencyManager, console: Console) {
        self.container = container
        self.console = console
    }
}
