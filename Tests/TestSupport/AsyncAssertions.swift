import XCTest

/// Fails unless `action` throws an error equal to `expected`.
public func assertThrowsAsync<E: Error & Equatable>(
    _ expected: E,
    file: StaticString = #filePath,
    line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    _ action: () async throws -> Void
) async {
    do {
        try await action()
        XCTFail("Expected \(expected) to be thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? E, expected, "Got \(error)", file: file, line: line)
    }
}

/// Fails unless `action` throws; hands the error to `inspect`.
public func assertThrowsAsync(
    file: StaticString = #filePath,
    line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    _ action: () async throws -> Void,
    inspect: (any Error) -> Void = { _ in }
) async {
    do {
        try await action()
        XCTFail("Expected an error to be thrown", file: file, line: line)
    } catch {
        inspect(error)
    }
}
