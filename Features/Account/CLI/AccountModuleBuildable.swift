import Shared

@MainActor
public protocol AccountModuleBuildable: ModuleBuildable {
    func buildUpdateModule(with input: UpdateAccountInput) throws -> Module<Void>
    func buildChangePasswordModule(passwordFromStandardInput: Bool) throws -> Module<Void>
    func buildDeleteModule(confirmed: Bool) throws -> Module<Void>
}
