import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// A data directory the server cannot make or use: refused at start with the directory and the remedy.
final class ServerDataDirectoryTests: XCTestCase {
    func test_open_refusesADataDirectoryThatIsAFileNamingItAndTheRemedy() throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("server")
        try Data("not a directory".utf8).write(to: file)

        XCTAssertThrowsError(try ServerDatabase.open(in: file)) { error in
            guard case let .directoryNotUsable(path, _)? = error as? ServerDatabaseError else {
                return XCTFail("Expected directoryNotUsable, got \(error)")
            }
            XCTAssertEqual(path, file.path)
            XCTAssertTrue("\(error)".contains("choose another with --data-dir"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: file), Data("not a directory".utf8), "the file is left as it was")
    }

    func test_open_refusesADataDirectoryBelowAFile() throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("data")
        try Data("a file".utf8).write(to: file)
        let directory = file.appendingPathComponent("server")

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            XCTAssertTrue("\(error)".hasPrefix("The data directory \(directory.path) cannot be used: "), "\(error)")
        }
    }

    func test_open_refusesADataDirectoryWhoseLockFileCannotBeOpenedNamingTheLockFileAndWhy() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("migration.lock"), withIntermediateDirectories: true)

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            XCTAssertEqual(
                error as? ServerDatabaseError,
                .directoryNotUsable(path: directory.path, reason: "its lock file migration.lock cannot be opened (Is a directory)")
            )
        }
    }

    func test_open_createsAMissingDataDirectoryReadableByTheServerOnly() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("nested/server")

        _ = try ServerDatabase.open(in: directory)

        let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
    }
}
