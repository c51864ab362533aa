/// A place found by its name: a town, a neighbourhood, a street, an address.
public struct NamedPlace: Sendable, Equatable {
    public let name: String
    /// Its address or the town it is in ("Rua Augusta, Lisboa"), when the source says.
    public let address: String?
    public let coordinates: Coordinates

    public init(name: String, address: String?, coordinates: Coordinates) {
        self.name = name
        self.address = address
        self.coordinates = coordinates
    }

    /// How a sentence names it: its address when it has one, else its name.
    public var label: String { address ?? name }
}
