import XCTest

/// A test case whose behaviours every store must have: each test runs its body once per store
/// (`onEveryStore`), and a failure names the store it happened on. The specs say how to make the
/// store's repositories from `store`.
class StoreSpecs: XCTestCase {
    /// The store the body running now is about.
    private(set) var store = StoreUnderTest.memory

    /// Runs `body` on every store in turn. An error fails the test on that store and the others still
    /// run; when PostgreSQL is not there to test (outside CI), the test skips after the others passed.
    func onEveryStore(_ body: () async throws -> Void, file: StaticString = #filePath, line: UInt = #line) async throws {
        var skip: XCTSkip?
        for store in StoreUnderTest.allCases {
            self.store = store
            do {
                try await body()
            } catch let error as XCTSkip {
                skip = error
            } catch {
                XCTFail("\(error)", file: file, line: line)
            }
        }
        if let skip { throw skip }
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        super.recordFailure(withDescription: "[\(store.rawValue)] \(description)", inFile: filePath, atLine: lineNumber, expected: expected)
    }
}
