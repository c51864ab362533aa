import Shared

@MainActor
public final class RestaurantPhotoViewModel {
    nonisolated public static let maximumWidth = 1_600

    public private(set) var state: LoadState<RestaurantPhoto> = .idle

    private let service: any RestaurantPhotoService

    public init(service: any RestaurantPhotoService) {
        self.service = service
    }

    public func fetch(reference: String, maxWidth: Int) async {
        guard (1...Self.maximumWidth).contains(maxWidth) else {
            state = .failed(UserFacingMessage("The width must be between 1 and \(Self.maximumWidth) pixels.", exitStatus: .usage))
            return
        }
        state = .loading
        do {
            state = .loaded(try await service.fetchPhoto(reference: reference, maxWidth: maxWidth))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}
