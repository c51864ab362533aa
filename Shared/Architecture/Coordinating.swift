/// Drives one feature's flow: asks its view model for state, hands it to its view and decides where to
/// go next. `Outcome` is what the flow hands back to whoever started it (often a route to follow).
@MainActor
public protocol Coordinating<Outcome>: AnyObject {
    associatedtype Outcome: Sendable

    func start() async throws -> Outcome
}
