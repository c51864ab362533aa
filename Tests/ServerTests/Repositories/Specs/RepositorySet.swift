@testable import AccountsDomain
@testable import CatalogDomain
@testable import FoodybiteServer
@testable import ReviewsDomain

/// The repositories of one fresh database, as the specs use them together: a spec of one protocol
/// sets up its data through the others (a session needs an account, a rating needs reviews).
struct RepositorySet {
    let users: any UserRepository
    let sessions: any SessionRepository
    let reviews: any ReviewRepository
    let catalog: any RestaurantCatalog

    init(_ repositories: ServerRepositories) {
        self.users = repositories.users
        self.sessions = repositories.sessions
        self.reviews = repositories.reviews
        self.catalog = repositories.catalog
    }

    init(users: any UserRepository, sessions: any SessionRepository, reviews: any ReviewRepository, catalog: any RestaurantCatalog) {
        self.users = users
        self.sessions = sessions
        self.reviews = reviews
        self.catalog = catalog
    }
}
