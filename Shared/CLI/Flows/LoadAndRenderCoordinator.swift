import Shared

/// The flow most commands share: do the work (while a progress line turns on a terminal, when it may
/// take a while), then render what it produced. A failure is thrown for the command to report.
@MainActor
public final class LoadAndRenderCoordinator<Value>: Coordinating {
    private let console: Console
    private let progress: String?
    private let load: @MainActor () async throws -> Value
    private let render: @MainActor (Value) throws -> Void

    /// `progress` names slow work ("Finding restaurants near you…"); nil for work that is quick.
    public init(
        console: Console,
        progress: String? = nil,
        load: @escaping @MainActor () async throws -> Value,
        render: @escaping @MainActor (Value) throws -> Void
    ) {
        self.console = console
        self.progress = progress
        self.load = load
        self.render = render
    }

    public func start() async throws {
        try await loadAndRender()
    }

    /// Loads and renders, and hands back what was rendered, for flows that go on from it.
    @discardableResult
    public func loadAndRender() async throws -> Value {
        let value = if let progress {
            try await ProgressIndicator.run(progress, on: console, operation: load)
        } else {
            try await load()
        }
        try render(value)
        return value
    }
}
