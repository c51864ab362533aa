import Shared

/// `{"reference", "width", "height", "attributions"}` in the `--json` documents.
public struct PhotoDocument: Encodable, Sendable, Equatable {
    public let reference: String
    public let width: Int
    public let height: Int
    public let attributions: [String]

    public init(_ photo: Photo) {
        self.reference = photo.reference
        self.width = photo.width
        self.height = photo.height
        self.attributions = photo.attributions
    }
}
