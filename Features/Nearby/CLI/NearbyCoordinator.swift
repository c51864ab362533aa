import Shared

@MainActor
final class NearbyCoordinator: Coordinating {
    private let input: NearbyInput
    private let viewModel: NearbyViewModel
    private let view: NearbyView
    private let console: Console

    init(input: NearbyInput, viewModel: NearbyViewModel, view: NearbyView, console: Console) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        try await ProgressIndicator.run("Finding restaurants near you…", on: console) {
            await viewModel.load(input)
        }
        try view.render(viewModel.state.value())
    }
}
