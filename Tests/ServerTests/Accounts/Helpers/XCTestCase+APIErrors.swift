import XCTest

extension XCTestCase {
    /// Fails unless the answer has that status and the contract's error body `{"error": true, "reason": "..."}`.
    func assertAPIError(
        _ answer: ServerClient.Answer,
        status: Int,
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let context = [message(), answer.text].filter { !$0.isEmpty }.joined(separator: " — ")
        XCTAssertEqual(answer.status, status, context, file: file, line: line)
        XCTAssertEqual(answer.json?["error"] as? Bool, true, context, file: file, line: line)
        XCTAssertFalse((answer.json?["reason"] as? String ?? "").isEmpty, "a reason: \(context)", file: file, line: line)
    }
}
