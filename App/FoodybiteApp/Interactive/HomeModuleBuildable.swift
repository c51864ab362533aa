import Shared

/// Builds the interactive flow that runs when `foodybite` is started on a terminal without a subcommand.
@MainActor
public protocol HomeModuleBuildable: ModuleBuildable {
    func buildModule() throws -> Module<Void>
}
