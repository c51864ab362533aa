/// A restaurant photo as the Places API describes it: fetched later by its reference.
public struct Photo: Sendable, Equatable, Hashable {
    public let reference: String
    public let width: Int
    public let height: Int
    /// Who to credit for it (the photographer's name), shown wherever the photo is listed, as Google requires.
    public let attributions: [String]

    public init(reference: String, width: Int, height: Int, attributions: [String] = []) {
        self.reference = reference
        self.width = width
        self.height = height
        self.attributions = attributions
    }
}
