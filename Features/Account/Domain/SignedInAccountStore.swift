/// What this machine remembers of the signed-in account (App adapts the Session feature's store).
public protocol SignedInAccountStore: Sendable {
    func load() async throws -> Account?
    func save(_ account: Account) async throws
    func clear() async throws
}
