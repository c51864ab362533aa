import Shared

/// Builds the Session feature's flows; App registers the concrete builder in the container.
@MainActor
public protocol SessionModuleBuildable: ModuleBuildable {
    func buildSignUpModule(with input: SignUpInput) throws -> Module<Void>
    func buildLoginModule(with input: LoginInput) throws -> Module<Void>
    func buildLogoutModule() throws -> Module<Void>
    func buildWhoAmIModule() throws -> Module<Void>
}
