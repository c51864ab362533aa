@testable import DetailsFeature
import Foundation
import TestSupport
import XCTest

/// The opener runs `$BROWSER` (or xdg-open) with the link, as desktop programs do.
final class SystemURLOpenerTests: XCTestCase {
    private let url = URL(string: "https://www.openstreetmap.org/?mlat=1&mlon=2")!

    func test_command_isTheFirstBrowserWithTheLinkInPlaceOfPercentSOrLastElseXdgOpen() {
        XCTAssertEqual(SystemURLOpener(environment: ["BROWSER": "firefox --new-tab:chromium"]).command(for: url), ["firefox", "--new-tab", url.absoluteString])
        XCTAssertEqual(SystemURLOpener(environment: ["BROWSER": "w3m %s -X"]).command(for: url), ["w3m", url.absoluteString, "-X"])
        XCTAssertEqual(SystemURLOpener(environment: ["BROWSER": " "]).command(for: url), ["xdg-open", url.absoluteString])
        XCTAssertEqual(SystemURLOpener(environment: [:]).command(for: url), ["xdg-open", url.absoluteString])
    }

    func test_open_runsTheProgramWithTheLinkAndSaysWhetherItSucceeded() throws {
        let folder = try makeTemporaryDirectory()
        let log = folder.appendingPathComponent("opened")
        let browser = folder.appendingPathComponent("browser")
        try "#!/bin/sh\necho \"$1\" > '\(log.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        let failing = folder.appendingPathComponent("failing")
        try "#!/bin/sh\nexit 3\n".write(to: failing, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing.path)

        let opened = SystemURLOpener(environment: ["BROWSER": "browser", "PATH": folder.path]).open(url)
        let failed = SystemURLOpener(environment: ["BROWSER": failing.path]).open(url)
        let missing = SystemURLOpener(environment: ["PATH": folder.path]).open(url)

        XCTAssertTrue(opened)
        XCTAssertEqual(try String(contentsOf: log, encoding: .utf8), url.absoluteString + "\n")
        XCTAssertFalse(failed)
        XCTAssertFalse(missing, "no xdg-open on PATH")
    }
}
