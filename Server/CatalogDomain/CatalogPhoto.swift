/// A photo of a restaurant: a public reference to one of the catalog's stored images.
public struct CatalogPhoto: Sendable, Equatable {
    /// The opaque `photo_reference` clients ask for.
    public var reference: String
    /// The stored image (`CatalogImage.name`) the photo shows.
    public var imageName: String
    public var width: Int
    public var height: Int
    public var htmlAttributions: [String]

    public init(reference: String, imageName: String, width: Int, height: Int, htmlAttributions: [String] = []) {
        self.reference = reference
        self.imageName = imageName
        self.width = width
        self.height = height
        self.htmlAttributions = htmlAttributions
    }
}
