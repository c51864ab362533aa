@testable import FoodybiteServer
@testable import ServerPostgres
import XCTest

/// A database URL from a flag or, so that its password stays out of `ps`, from the environment.
final class PostgresURLResolvingTests: XCTestCase {
    func test_resolving_prefersTheFlagOverTheEnvironment() throws {
        let url = try PostgresURL.resolving(
            flag: "postgres://app@flag-host/foodybite",
            environment: [Self.variable: "postgres://app@environment-host/foodybite"],
            variable: Self.variable
        )

        XCTAssertEqual(url?.host, "flag-host")
    }

    func test_resolving_readsTheVariableWhenNoFlagIsGiven() throws {
        let url = try PostgresURL.resolving(
            flag: nil,
            environment: [Self.variable: "postgres://app:s3cret@environment-host/foodybite"],
            variable: Self.variable
        )

        XCTAssertEqual(url?.host, "environment-host")
        XCTAssertEqual(url?.password, "s3cret")
    }

    func test_resolving_isNilWithNeitherOrWithAnEmptyOne() throws {
        XCTAssertNil(try PostgresURL.resolving(flag: nil, environment: [:], variable: Self.variable))
        XCTAssertNil(try PostgresURL.resolving(flag: nil, environment: [Self.variable: ""], variable: Self.variable))
        XCTAssertNil(try PostgresURL.resolving(flag: "", environment: [Self.variable: "postgres://app@host/foodybite"], variable: Self.variable))
    }

    func test_resolving_readsOnlyTheNamedVariable() throws {
        let url = try PostgresURL.resolving(
            flag: nil,
            environment: ["FOODYBITE_SERVER_DATABASE_URL": "postgres://app@server-host/foodybite"],
            variable: Self.variable
        )

        XCTAssertNil(url)
    }

    func test_resolving_refusesABadURLFromTheEnvironmentWithoutRepeatingIt() {
        XCTAssertThrowsError(
            try PostgresURL.resolving(flag: nil, environment: [Self.variable: "postgres://app:s3cret@host"], variable: Self.variable)
        ) { error in
            XCTAssertEqual(error as? PostgresURLError, .missingDatabase)
            XCTAssertFalse("\(error)".contains("s3cret"), "\(error)")
        }
    }

    private static let variable = "FOODYBITE_BENCHMARK_DATABASE_URL"
}
