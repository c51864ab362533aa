import Shared

/// Implemented by App: makes the console and the container a command runs with, from its global
/// options, and tears down whatever the container started (e.g. the embedded server) afterwards.
public protocol CommandContextProviding: Sendable {
    func makeConsole(for options: GlobalOptions) -> Console

    func withContainer(
        for options: GlobalOptions,
        console: Console,
        _ body: @MainActor (DependencyManager) async throws -> Void
    ) async throws
}
