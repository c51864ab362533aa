/// Decodes a JSON array keeping the elements that decode and dropping the rest, so one malformed
/// entry in a server's list never throws the whole answer away; how many were dropped is kept, so that
/// it can be said.
public struct LossyArray<Element: Decodable>: Decodable {
    public let elements: [Element]
    public let skippedCount: Int

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skippedCount = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skipped.self)
                skippedCount += 1
            }
        }
        self.elements = elements
        self.skippedCount = skippedCount
    }

    private struct Skipped: Decodable {}
}
