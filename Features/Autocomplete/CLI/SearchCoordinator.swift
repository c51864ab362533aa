import Shared

@MainActor
final class SearchCoordinator: Coordinating {
    private let input: SearchInput
    private let viewModel: SearchViewModel
    private let view: SearchView
    private let console: Console

    init(input: SearchInput, viewModel: SearchViewModel, view: SearchView, console: Console) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        try await ProgressIndicator.run("Searching…", on: console) {
            await viewModel.search(input)
        }
        try view.render(viewModel.state.value())
    }
}
