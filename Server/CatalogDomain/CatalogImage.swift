import Foundation

/// Image bytes served for photos, with their media type.
public struct CatalogImage: Sendable, Equatable {
    public var name: String
    public var contentType: String
    public var width: Int
    public var height: Int
    public var bytes: Data

    public init(name: String, contentType: String, width: Int, height: Int, bytes: Data) {
        self.name = name
        self.contentType = contentType
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
