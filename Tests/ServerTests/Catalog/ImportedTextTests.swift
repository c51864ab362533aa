@testable import CatalogImport
@testable import FoodybiteServer
import XCTest

final class ImportedTextTests: XCTestCase {
    func test_trimmed_dropsSurroundingSpacesAndLineBreaksOnlyWhenGivenTextWithThem() {
        XCTAssertEqual(ImportedText.trimmed("  Tasca do Chico \n"), "Tasca do Chico")
        XCTAssertEqual(ImportedText.trimmed("\u{2028}Café\u{A0}"), "Café")
        XCTAssertEqual(ImportedText.trimmed("Tasca  do Chico"), "Tasca  do Chico", "spaces inside stay")
        XCTAssertEqual(ImportedText.trimmed(" \n "), "")
        XCTAssertEqual(ImportedText.trimmed("a;b".split(separator: ";")[1]), "b")
    }

    func test_clean_answersPlainASCIIUnchangedAndCleansEverythingElse() {
        XCTAssertEqual(ImportedText.clean("Mo-Fr 08:00-22:00"), "Mo-Fr 08:00-22:00")
        XCTAssertEqual(ImportedText.clean(" padded "), "padded")
        XCTAssertEqual(ImportedText.clean("tab\there"), "tabhere")
        XCTAssertEqual(ImportedText.clean("del\u{7F}ete"), "delete")
        XCTAssertEqual(ImportedText.clean(String(repeating: "b", count: ImportedText.maximumLength + 1))?.count, ImportedText.maximumLength)
        XCTAssertNil(ImportedText.clean(" "))
    }
}
