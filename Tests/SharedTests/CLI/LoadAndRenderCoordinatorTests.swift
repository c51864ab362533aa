import SharedCLI
import TestSupport
import XCTest

@MainActor
final class LoadAndRenderCoordinatorTests: XCTestCase {
    func test_start_loadsThenRendersWhatWasLoaded() async throws {
        let (sut, log) = makeSUT(load: { "restaurants" })

        try await sut.start()

        XCTAssertEqual(log.events, ["load", "render restaurants"])
    }

    func test_loadAndRender_returnsWhatItRendered() async throws {
        let (sut, _) = makeSUT(load: { "restaurants" })

        let value = try await sut.loadAndRender()

        XCTAssertEqual(value, "restaurants")
    }

    func test_start_rendersNothingWhenLoadingFails() async {
        let (sut, log) = makeSUT(load: { throw anyError() })

        await assertThrowsAsync(anyError()) { try await sut.start() }
        XCTAssertEqual(log.events, ["load"])
    }

    func test_start_passesARenderingFailureOn() async {
        let (sut, _) = makeSUT(load: { "restaurants" }, renderError: anyError())

        await assertThrowsAsync(anyError()) { try await sut.start() }
    }

    func test_start_loadsAgainEachTime() async throws {
        let (sut, log) = makeSUT(load: { "restaurants" })

        try await sut.start()
        try await sut.start()

        XCTAssertEqual(log.events, ["load", "render restaurants", "load", "render restaurants"])
    }

    // MARK: - Helpers

    private func makeSUT(
        load: @escaping @MainActor () throws -> String,
        renderError: (any Error)? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (LoadAndRenderCoordinator<String>, EventLog) {
        let log = EventLog()
        let sut = LoadAndRenderCoordinator<String>(
            console: TestConsole().console,
            progress: "Loading…",
            load: { [log] in
                log.events.append("load")
                return try load()
            },
            render: { [log] value in
                log.events.append("render \(value)")
                if let renderError { throw renderError }
            }
        )
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(log, file: file, line: line)
        return (sut, log)
    }

    private final class EventLog {
        var events: [String] = []
    }
}
