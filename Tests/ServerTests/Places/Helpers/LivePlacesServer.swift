import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage

/// The real server on loopback over a SQLite catalog holding exactly the given restaurants (no demo
/// catalog), for the tests about sockets or the database file; `database` lets them change the
/// catalog behind the server's back.
struct LivePlacesServer {
    let client: ServerClient
    let database: ServerDatabase
}
