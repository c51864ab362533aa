/// What a builder hands back: the started-on-demand coordinator of a feature, without its concrete type.
@MainActor
public struct Module<Outcome: Sendable> {
    public let coordinator: any Coordinating<Outcome>

    public init(coordinator: any Coordinating<Outcome>) {
        self.coordinator = coordinator
    }

    public func start() async throws -> Outcome {
        try await coordinator.start()
    }
}
