package enum ReviewRepositoryError: Error, Equatable {
    case authorNotFound
}
