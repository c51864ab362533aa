import SharedCLI
import XCTest

final class ExitStatusTests: XCTestCase {
    func test_initForAFailureKind_isTheCommandLineContractsStatus() {
        XCTAssertEqual(ExitStatus(.invalidRequest), .usage)
        XCTAssertEqual(ExitStatus(.invalidData), .dataError)
        XCTAssertEqual(ExitStatus(.unavailable), .unavailable)
        XCTAssertEqual(ExitStatus(.unauthorised), .noPermission)
        XCTAssertEqual(ExitStatus(.failed), .failure)
    }

    func test_rawValues_areTheSysexitsCodes() {
        XCTAssertEqual(ExitStatus.allCases.map(\.rawValue), [0, 1, 64, 65, 69, 77])
    }
}
