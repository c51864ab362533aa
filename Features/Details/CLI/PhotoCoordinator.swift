import Shared

/// `details photo REF --output FILE`: fetches the image and saves it as served.
@MainActor
final class PhotoCoordinator: Coordinating {
    private let reference: String
    private let output: String
    private let maxWidth: Int
    private let viewModel: RestaurantPhotoViewModel
    private let view: DetailsView
    private let console: Console

    init(reference: String, output: String, maxWidth: Int, viewModel: RestaurantPhotoViewModel, view: DetailsView, console: Console) {
        self.reference = reference
        self.output = output
        self.maxWidth = maxWidth
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        try await ProgressIndicator.run("Downloading the photo…", on: console) {
            await viewModel.fetch(reference: reference, maxWidth: maxWidth)
        }
        let photo = try viewModel.state.value()
        let saved = try PhotoFileWriter.write(photo, reference: reference, to: output)
        try view.renderSavedPhoto(photo, at: saved)
    }
}
