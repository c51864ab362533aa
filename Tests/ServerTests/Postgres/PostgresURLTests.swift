@testable import FoodybiteServer
@testable import ServerPostgres
import XCTest

final class PostgresURLTests: XCTestCase {
    func test_init_readsEveryPartOfTheURL() throws {
        let url = try PostgresURL("postgres://app:s3cret@db.example.com:6543/foodybite?sslmode=require&schema=tenant_a")

        XCTAssertEqual(url.host, "db.example.com")
        XCTAssertEqual(url.port, 6543)
        XCTAssertEqual(url.username, "app")
        XCTAssertEqual(url.password, "s3cret")
        XCTAssertEqual(url.database, "foodybite")
        XCTAssertEqual(url.tlsMode, .require)
        XCTAssertEqual(url.schema, "tenant_a")
    }

    func test_init_defaultsToPort5432TheSchemaPublicAndPreferredTLS() throws {
        let url = try PostgresURL("postgresql://app@localhost/foodybite")

        XCTAssertEqual(url.port, 5432)
        XCTAssertEqual(url.schema, "public")
        XCTAssertEqual(url.tlsMode, .prefer)
        XCTAssertNil(url.password)
    }

    func test_init_decodesPercentEncodedPasswords() throws {
        let url = try PostgresURL("postgres://app:p%40ss%2Fword@localhost/foodybite")

        XCTAssertEqual(url.password, "p@ss/word")
    }

    func test_description_masksThePassword() throws {
        let url = try PostgresURL("postgres://app:s3cret@[::1]:5433/foodybite?schema=tenant_a")

        XCTAssertEqual(url.description, "postgres://app:***@[::1]:5433/foodybite?schema=tenant_a")
        XCTAssertFalse("\(url)".contains("s3cret"))
        XCTAssertFalse(String(reflecting: url).contains("s3cret"))
        XCTAssertFalse(String(describing: Mirror(reflecting: url).children.map(\.value)).contains("s3cret"))
    }

    func test_init_refusesMalformedURLsWithMessagesThatNeverRepeatThePassword() {
        let refused = [
            "mysql://app:s3cret@localhost/foodybite",
            "postgres://app:s3cret@localhost",
            "postgres://:s3cret@localhost/foodybite",
            "postgres://app:s3cret@localhost:99999/foodybite",
            "postgres://app:s3cret@localhost/foodybite?sslmode=sometimes",
            "postgres://app:s3cret@localhost/foodybite?schema=Robert');DROP",
            "postgres://app:s3cret@localhost/foodybite?password=s3cret",
        ]
        for text in refused {
            XCTAssertThrowsError(try PostgresURL(text), text) { error in
                XCTAssertFalse("\(error)".contains("s3cret"), "\(error)")
                XCTAssertTrue(error is PostgresURLError, "\(error)")
            }
        }
    }
}
