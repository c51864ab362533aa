/// A picture's pixels: `width` × `height`, each red, green, blue, alpha, 8 bits a channel, row by row.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA pixels of \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
