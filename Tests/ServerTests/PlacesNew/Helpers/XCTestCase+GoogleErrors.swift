import XCTest

extension XCTestCase {
    /// Fails unless the answer is Google's JSON error object with that code and status, its message
    /// containing `mentions`.
    func assertGoogleError(
        _ answer: ServerClient.Answer,
        code: Int,
        status: String,
        mentions: String = "",
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let context = [message(), answer.text].filter { !$0.isEmpty }.joined(separator: " — ")
        XCTAssertEqual(answer.status, code, context, file: file, line: line)
        XCTAssertTrue(answer.header("Content-Type")?.hasPrefix("application/json") == true, "JSON: \(context)", file: file, line: line)
        XCTAssertEqual(answer.googleError?["code"] as? Int, code, context, file: file, line: line)
        XCTAssertEqual(answer.googleError?["status"] as? String, status, context, file: file, line: line)
        let text = answer.googleError?["message"] as? String ?? ""
        XCTAssertFalse(text.isEmpty, "a message: \(context)", file: file, line: line)
        XCTAssertTrue(mentions.isEmpty || text.contains(mentions), "'\(mentions)' in: \(context)", file: file, line: line)
    }
}
