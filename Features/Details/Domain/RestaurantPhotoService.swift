public protocol RestaurantPhotoService: Sendable {
    /// The image as served, at most `maxWidth` pixels wide.
    func fetchPhoto(reference: String, maxWidth: Int) async throws -> RestaurantPhoto
}
