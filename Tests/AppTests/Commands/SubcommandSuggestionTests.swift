@testable import FoodybiteApp
import XCTest

final class SubcommandSuggestionTests: XCTestCase {
    func test_message_suggestsTheClosestSubcommandOfTheDeepestCommandNamed() {
        XCTAssertEqual(suggestion(["nearbi"]), "Unknown command 'nearbi'. Did you mean 'nearby'? (`foodybite --help` lists them.)")
        XCTAssertEqual(suggestion(["--json", "reviews", "lsit"]), "Unknown command 'lsit'. Did you mean 'list'? (`foodybite reviews --help` lists them.)")
        XCTAssertEqual(suggestion(["sess"]), "Unknown command 'sess'. Did you mean 'session'? (`foodybite --help` lists them.)")
    }

    func test_message_listsTheSubcommandsWhenNoneIsClose() {
        XCTAssertEqual(
            suggestion(["xyzzy"]),
            "Unknown command 'xyzzy'. `foodybite --help` lists them: nearby, details, search, reviews, session, account, preferences, location, favourites, open, completions."
        )
    }

    func test_message_isNilWhenTheParserComplainedOfSomethingElse() {
        XCTAssertNil(SubcommandSuggestion.message(for: ["details", "FB1"], root: FoodybiteCommand.self, error: "Unknown option '--bogus'"))
        XCTAssertNil(suggestion(["nearby", "extra"], error: "Unexpected argument 'other'"))
    }

    func test_editDistance_countsASwapOfNeighboursAsOneEdit() {
        XCTAssertEqual(SubcommandSuggestion.editDistance("lsit", "list"), 1)
        XCTAssertEqual(SubcommandSuggestion.editDistance("nearbi", "nearby"), 1)
        XCTAssertEqual(SubcommandSuggestion.editDistance("", "abc"), 3)
    }

    // MARK: - Helpers

    private func suggestion(_ arguments: [String], error: String? = nil) -> String? {
        let word = arguments.last ?? ""
        return SubcommandSuggestion.message(for: arguments, root: FoodybiteCommand.self, error: error ?? "Unexpected argument '\(word)'")
    }
}
