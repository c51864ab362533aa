import SharedCLI
import XCTest

final class DelimitedTextTests: XCTestCase {
    func test_csv_writesAHeaderAndEndsEveryLineWithALineFeed() {
        let text = DelimitedText.csv(header: ["id", "name"], records: [["a", "Tasca"], ["b", "Plov"]])

        XCTAssertEqual(text, "id,name\na,Tasca\nb,Plov\n")
    }

    func test_csv_quotesFieldsHoldingACommaAQuoteOrALineBreakAndDoublesTheQuotes() {
        let text = DelimitedText.csv(header: ["name"], records: [["Pizza, Pasta"], ["O \"Zé\""], ["two\nlines"], ["plain"]])

        XCTAssertEqual(text, "name\n\"Pizza, Pasta\"\n\"O \"\"Zé\"\"\"\n\"two\nlines\"\nplain\n")
    }

    func test_csv_writesOnlyTheHeaderWhenThereAreNoRecords() {
        XCTAssertEqual(DelimitedText.csv(header: ["id", "name"], records: []), "id,name\n")
    }

    func test_tsv_writesOneRecordALineWithoutAHeaderAndTurnsTabsAndLineBreaksIntoSpaces() {
        let text = DelimitedText.tsv(records: [["a", "Tab\there"], ["b", "two\r\nlines"]])

        XCTAssertEqual(text, "a\tTab here\nb\ttwo lines\n")
        XCTAssertEqual(text.split(separator: "\n").map { $0.split(separator: "\t").count }, [2, 2])
    }

    func test_csvAndTSV_cleanEachFieldOfTerminalControlsSoNoFieldCanSwallowTheNext() {
        let hostile = ["\u{1B}]8;;https://evil.example/", "a\u{9D}b", "end\u{1B}"]

        let csv = DelimitedText.csv(header: ["a", "b", "c", "d"], records: [hostile + ["next"]])
        let tsv = DelimitedText.tsv(records: [hostile + ["next"]])

        XCTAssertEqual(csv, "a,b,c,d\n,a,end,next\n", "an unterminated sequence ends with its own field")
        XCTAssertEqual(tsv, "\ta\tend\tnext\n")
    }

    func test_csv_keepsASpreadsheetFromTakingATextFieldForAFormulaButNotANumber() {
        let csv = DelimitedText.csv(header: ["name", "longitude"], records: [["=HYPERLINK(\"x\")", "-9.14"], ["@cmd", "+1"]])

        XCTAssertEqual(csv, "name,longitude\n\"'=HYPERLINK(\"\"x\"\")\",-9.14\n'@cmd,+1\n")
    }

    func test_field_isEmptyWhenAbsentAndDegreesNeverTakeAnExponent() {
        let absent: Int? = nil

        XCTAssertEqual(DelimitedText.field(absent), "")
        XCTAssertEqual(DelimitedText.field(4.5), "4.5")
        XCTAssertEqual(DelimitedText.field(true), "true")
        XCTAssertEqual(DelimitedText.field(degrees: 0.00001), "0.000010")
        XCTAssertEqual(DelimitedText.field(degrees: -9.1393), "-9.139300")
    }
}
