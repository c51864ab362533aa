@MainActor
public final class RestaurantPhotoViewModel {
    nonisolated public static let maximumWidth = 1_600

    private let service: any RestaurantPhotoService

    public init(service: any RestaurantPhotoService) {
        self.service = service
    }

    /// The photo's bytes as served, at most `maxWidth` pixels wide (1 to `maximumWidth`).
    public func fetch(reference: String, maxWidth: Int) async throws -> RestaurantPhoto {
        try await service.fetchPhoto(reference: reference, maxWidth: maxWidth)
    }
}
