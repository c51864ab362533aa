@testable import CatalogDomain
@testable import CatalogImport
@testable import FoodybiteServer
import Foundation
import Synchronization
import TestSupport
import XCTest

final class ReadAheadBatchesTests: XCTestCase {
    func test_next_handsOverTheBatchesInTheOrderReadThenNilWhenGivenAFiniteReading() async throws {
        // Given a reading of five batches
        let reading = BatchReadingSpy(batches: 5)
        let sut = makeSUT(capacity: 2, reading: reading)

        // When the writer takes them all
        var taken: [[CatalogRestaurant]] = []
        while let batch = try await sut.next() { taken.append(batch) }

        // Then it got them in the order read, and the reading was not asked again after its end
        XCTAssertEqual(taken.map { $0.first?.name ?? "" }, (1...5).map { "Restaurant \($0)" })
        XCTAssertEqual(reading.reads, 6, "five batches, then the end")
    }

    func test_next_throwsTheReadingErrorAfterTheBatchesReadBeforeIt() async throws {
        // Given a reading that fails after two batches
        let reading = BatchReadingSpy(batches: 5, failingAfter: 2)
        let sut = makeSUT(capacity: 3, reading: reading)

        // When the writer takes batches
        let first = try await sut.next()
        let second = try await sut.next()

        // Then it gets both batches, then the error
        XCTAssertEqual(first?.first?.name, "Restaurant 1")
        XCTAssertEqual(second?.first?.name, "Restaurant 2")
        await assertThrowsAsync(BatchReadingSpy.Failure()) { _ = try await sut.next() }
        XCTAssertEqual(reading.reads, 3, "the reading stops at its failure")
    }

    func test_reading_holdsNoMoreThanTheCapacityWhenTheWriterTakesNothing() async throws {
        // Given a reading of ten batches and room for two
        let reading = BatchReadingSpy(batches: 10)
        let sut = makeSUT(capacity: 2, reading: reading)

        // When the writer takes nothing until two are read, then stops
        try await waitUntil { reading.reads >= 2 }
        for _ in 0..<1_000 { await Task.yield() }
        sut.stop()
        await sut.readingEnded()

        // Then no more than two were read
        XCTAssertEqual(reading.reads, 2)
    }

    func test_stop_endsTheReadingBeforeItsNextBatchWhenTheWriterStopsPartWay() async throws {
        // Given a reading without end
        let reading = BatchReadingSpy(batches: .max)
        let sut = makeSUT(capacity: 2, reading: reading)

        // When the writer takes one batch and stops
        _ = try await sut.next()
        sut.stop()

        // Then the reading ends, no more than the capacity ahead of what was taken
        try await waitForReadingToEnd(sut)
        XCTAssertLessThanOrEqual(reading.reads, 1 + 2 + 1, "the batch taken, the capacity and one being read when stopped")
    }

    func test_next_throwsCancellationErrorAndTheReadingEndsWhenTheWritingTaskIsCancelled() async throws {
        // Given a reading that waits a long time for its batch
        let sut = makeSUT(capacity: 2) { try await Task.sleep(for: .seconds(600)); return nil }

        // When the writing task waiting for a batch is cancelled
        let writing = Task { try await sut.next() }
        writing.cancel()

        // Then it gets CancellationError, and the reading ends
        await assertThrowsAsync({ _ = try await writing.value }, inspect: { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        })
        try await waitForReadingToEnd(sut)
    }

    // MARK: - Helpers

    private func makeSUT(capacity: Int, reading: BatchReadingSpy, file: StaticString = #filePath, line: UInt = #line) -> ReadAheadBatches {
        makeSUT(capacity: capacity, file: file, line: line) { try reading.read() }
    }

    private func makeSUT(
        capacity: Int, file: StaticString = #filePath, line: UInt = #line,
        read: @escaping @Sendable () async throws -> [CatalogRestaurant]?
    ) -> ReadAheadBatches {
        let sut = ReadAheadBatches(capacity: capacity, read: read)
        addTeardownBlock { [weak sut] in sut?.stop() }
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func waitUntil(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) async throws {
        for _ in 0..<10_000 where !condition() {
            try await Task.sleep(for: .milliseconds(1))
        }
        XCTAssertTrue(condition(), "never happened", file: file, line: line)
    }

    private func waitForReadingToEnd(_ sut: ReadAheadBatches) async throws {
        let ended = expectation(description: "the reading ended")
        Task {
            await sut.readingEnded()
            ended.fulfill()
        }
        await fulfillment(of: [ended], timeout: 10)
    }
}

/// Answers numbered batches of one restaurant, counting how often it is asked; it can fail after some.
private final class BatchReadingSpy: Sendable {
    struct Failure: Error, Equatable {}

    private let batches: Int
    private let failingAfter: Int?
    private let count = Mutex(0)

    init(batches: Int, failingAfter: Int? = nil) {
        self.batches = batches
        self.failingAfter = failingAfter
    }

    var reads: Int { count.withLock { $0 } }

    func read() throws -> [CatalogRestaurant]? {
        let number = count.withLock { count in
            count += 1
            return count
        }
        if let failingAfter, number > failingAfter { throw Failure() }
        guard number <= batches else { return nil }
        return [CatalogRestaurant(
            placeID: "place-\(number)", sourceKey: "test:\(number)", source: .openStreetMap, name: "Restaurant \(number)",
            location: GeoPoint(latitude: 38.7, longitude: -9.1), timeZone: "Europe/Lisbon"
        )]
    }
}
