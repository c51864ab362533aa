/// A restaurant photo as the Places API describes it: fetched later by its reference.
public struct Photo: Sendable, Equatable, Hashable {
    public let reference: String
    public let width: Int
    public let height: Int

    public init(reference: String, width: Int, height: Int) {
        self.reference = reference
        self.width = width
        self.height = height
    }
}
