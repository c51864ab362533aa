public enum DetailsError: Error, Equatable, Sendable {
    case notFound(id: String)
    case photoNotFound(reference: String)
    case notAnImage(contentType: String?)
}
