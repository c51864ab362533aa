import Shared

/// `{"reference", "width", "height"}` in the `--json` documents.
public struct PhotoDocument: Encodable, Sendable, Equatable {
    public let reference: String
    public let width: Int
    public let height: Int

    public init(_ photo: Photo) {
        self.reference = photo.reference
        self.width = photo.width
        self.height = photo.height
    }
}
