@testable import FoodybiteServerCommands
import XCTest

final class ListeningStateTests: XCTestCase {
    func test_isListening_isFalseUntilMarkedAndStaysTrueAfterwards() {
        let sut = ListeningState()
        XCTAssertFalse(sut.isListening)

        sut.markListening()
        sut.markListening()

        XCTAssertTrue(sut.isListening)
    }
}
