package enum UserRepositoryError: Error, Equatable {
    case emailTaken
    case notFound
}
