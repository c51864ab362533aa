import Foundation

/// What a person asked to change; everything else stays as it is.
public struct AccountChanges: Sendable, Equatable {
    public enum ImageChange: Sendable, Equatable {
        case keep
        case replace(Data)
        case remove
    }

    public let name: String?
    public let email: String?
    public let image: ImageChange

    public init(name: String? = nil, email: String? = nil, image: ImageChange = .keep) {
        self.name = name
        self.email = email
        self.image = image
    }

    public var isEmpty: Bool {
        name == nil && email == nil && image == .keep
    }
}
