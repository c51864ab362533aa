import FoodybiteServer
import Foundation
@testable import ServerStorage
import XCTest

extension XCTestCase {
    /// A fresh server database in this test's temporary folder.
    func makeCatalogDatabase() throws -> (ServerDatabase, URL) {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        return (try ServerDatabase.open(in: directory), directory)
    }
}
