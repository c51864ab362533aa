import Foundation
import ReviewsFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The editor is a real program started through /bin/sh, as a user's `$EDITOR` is; these tests use
/// small shell commands in its place.
final class ExternalEditorTests: XCTestCase {
    func test_editText_returnsWhatTheEditorWroteWithoutCommentLines() throws {
        let sut = ExternalEditor(environment: ["EDITOR": "printf 'Great fish\\n# a note to self\\nFriendly staff\\n' >"])

        let text = try sut.editText(template: "# Write your review above.")

        XCTAssertEqual(text, "Great fish\nFriendly staff\n")
    }

    func test_editText_opensTheTemplateForTheEditorToChange() throws {
        let sut = ExternalEditor(environment: ["EDITOR": "sed -i s/PLACEHOLDER/Lovely/"])

        let text = try sut.editText(template: "PLACEHOLDER grilled sardines\n# Lines starting with # are dropped.\n")

        XCTAssertEqual(text, "Lovely grilled sardines\n")
    }

    func test_editText_prefersVISUALToEDITORAndSkipsABlankOne() throws {
        let visual = ExternalEditor(environment: ["VISUAL": "echo visual >", "EDITOR": "echo editor >"])
        let blankVisual = ExternalEditor(environment: ["VISUAL": "  ", "EDITOR": "echo editor >"])

        XCTAssertEqual(try visual.editText(template: ""), "visual\n")
        XCTAssertEqual(try blankVisual.editText(template: ""), "editor\n")
    }

    func test_editText_removesItsTemporaryFileAfterwards() throws {
        let seen = try makeTemporaryDirectory().appendingPathComponent("edited-file")
        let sut = ExternalEditor(environment: ["EDITOR": "echo >\(seen.path)"])

        _ = try sut.editText(template: "draft")

        let edited = try String(contentsOf: seen, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(edited.contains("foodybite-review-"), edited)
        XCTAssertFalse(FileManager.default.fileExists(atPath: edited), "the draft was left in \(edited)")
    }

    func test_editText_throwsSayingNothingWasPostedWhenTheEditorFails() {
        let sut = ExternalEditor(environment: ["EDITOR": "false"])

        XCTAssertThrowsError(try sut.editText(template: "draft")) { error in
            let message = error as? UserFacingMessage
            XCTAssertEqual(message?.text, "The editor 'false' failed (status 1); nothing was posted.")
        }
    }
}
