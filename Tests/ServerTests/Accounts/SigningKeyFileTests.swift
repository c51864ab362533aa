@testable import Accounts
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class SigningKeyFileTests: XCTestCase {
    func test_loadOrCreate_createsA64ByteRandomKeyReadableOnlyByTheOwner() throws {
        let (sut, directory) = try makeSUT()

        let key = try sut.loadOrCreate()

        let path = directory.appendingPathComponent("jwt-signing.key").path
        XCTAssertEqual(key.bitCount, 512)
        XCTAssertEqual(try permissions(of: path), 0o600)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), key.withUnsafeBytes { Data($0) })
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["jwt-signing.key"], "no temporary file left")
    }

    func test_loadOrCreate_reusesTheKeyOfAnEarlierStart() throws {
        let (sut, directory) = try makeSUT()
        let first = try sut.loadOrCreate()

        let second = try SigningKeyFile(directory: directory).loadOrCreate()

        XCTAssertEqual(first, second)
    }

    func test_loadOrCreate_makesADifferentKeyForEveryDataDirectory() throws {
        let first = try makeSUT().sut.loadOrCreate()
        let second = try makeSUT().sut.loadOrCreate()

        XCTAssertNotEqual(first, second)
    }

    func test_loadOrCreate_refusesAKeyShorterThan32Bytes() throws {
        let (sut, directory) = try makeSUT()
        try Data(repeating: 1, count: 31).write(to: directory.appendingPathComponent("jwt-signing.key"))

        XCTAssertThrowsError(try sut.loadOrCreate()) { error in
            guard case .tooShort(_, 31, 32)? = error as? SigningKeyFileError else {
                return XCTFail("Expected tooShort, got \(error)")
            }
        }
    }

    func test_loadOrCreate_narrowsPermissionsSomeoneWidened() throws {
        let (sut, directory) = try makeSUT()
        _ = try sut.loadOrCreate()
        let path = directory.appendingPathComponent("jwt-signing.key").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)

        _ = try sut.loadOrCreate()

        XCTAssertEqual(try permissions(of: path), 0o600)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) throws -> (sut: SigningKeyFile, directory: URL) {
        let directory = try makeTemporaryDirectory(file: file, line: line)
        return (SigningKeyFile(directory: directory), directory)
    }

    private func permissions(of path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }
}
