import FoodybiteApp
import Shared
import SharedCLI
import TestSupport
import XCTest

final class FoodybiteMainTests: XCTestCase {
    func test_run_returnsUsageStatusForABadFlagWithoutRunningAnything() async {
        let provider = ProviderSpy()

        let status = await FoodybiteMain.run(arguments: ["nearby", "--server", "not a url"], provider: provider)

        XCTAssertEqual(status, ExitStatus.usage.rawValue)
        XCTAssertEqual(provider.containerRequests, 0)
    }

    func test_run_returnsZeroForHelp() async {
        let status = await FoodybiteMain.run(arguments: ["--help"], provider: ProviderSpy())

        XCTAssertEqual(status, 0)
    }

    // MARK: - Helpers

    private final class ProviderSpy: CommandContextProviding, @unchecked Sendable {
        private let lock = NSLock()
        private var requests = 0
        private let terminal = TestConsole()

        var containerRequests: Int { lock.withLock { requests } }

        func makeConsole(for options: GlobalOptions) -> Console { terminal.console }

        func withContainer(for options: GlobalOptions, console: Console, _ body: @MainActor (DependencyManager) async throws -> Void) async throws {
            lock.withLock { requests += 1 }
            try await body(DependencyManager())
        }
    }
}
