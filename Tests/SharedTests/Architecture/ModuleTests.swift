import Shared
import XCTest

@MainActor
final class ModuleTests: XCTestCase {
    func test_start_startsTheWrappedCoordinatorAndReturnsItsOutcome() async throws {
        let coordinator = CoordinatorSpy(outcome: "done")
        let sut = Module(coordinator: coordinator)

        let outcome = try await sut.start()

        XCTAssertEqual(outcome, "done")
        XCTAssertEqual(coordinator.startCount, 1)
    }

    private final class CoordinatorSpy: Coordinating {
        let outcome: String
        private(set) var startCount = 0

        init(outcome: String) {
            self.outcome = outcome
        }

        func start() async throws -> String {
            startCount += 1
            return outcome
        }
    }
}
