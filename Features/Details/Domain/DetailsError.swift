import Shared

public enum DetailsError: Error, Equatable, Sendable {
    case notFound(id: String)
    case photoNotFound(reference: String)
    case notAnImage(contentType: String?)
}

extension DetailsError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        // The id or reference given names nothing: bad input data (exit 65).
        case .notFound, .photoNotFound: .invalidData
        case .notAnImage: .failed
        }
    }

    public var explanation: String {
        switch self {
        case let .notFound(id): "No restaurant has the id \(id)."
        case let .photoNotFound(reference): "No photo has the reference \(reference)."
        case let .notAnImage(contentType): "The server did not send an image (Content-Type: \(contentType ?? "none")); nothing was saved."
        }
    }
}
