import ArgumentParser
@testable import FavouritesFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class FavouritesFlowTests: XCTestCase {
    nonisolated func test_parse_readsEverySubcommandAndListsByDefault() throws {
        XCTAssertTrue(try FavouritesCommand.parseAsRoot([]) is ListFavouritesCommand)
        let add = try XCTUnwrap(try FavouritesCommand.parseAsRoot(["add", "FB1", "--note", "sardines"]) as? AddFavouriteCommand)
        XCTAssertEqual(add.restaurantID, "FB1")
        XCTAssertEqual(add.note, "sardines")
        XCTAssertTrue(try FavouritesCommand.parseAsRoot(["remove", "FB1"]) is RemoveFavouriteCommand)
        XCTAssertEqual((try FavouritesCommand.parseAsRoot(["export", "-o", "f.json"]) as? ExportFavouritesCommand)?.output, "f.json")
        XCTAssertEqual((try FavouritesCommand.parseAsRoot(["import", "-"]) as? ImportFavouritesCommand)?.file, "-")
        XCTAssertThrowsError(try FavouritesCommand.parseAsRoot(["add", " "]))
        XCTAssertThrowsError(try FavouritesCommand.parseAsRoot(["add", "FB1", "--note", String(repeating: "a", count: 501)]))
    }

    func test_list_showsEachFavouriteStarredWithItsStandingAndNote() async throws {
        let (sut, lookup, terminal) = makeSUT(kept: [makeFavourite("a", name: "Tasca", note: "sardines"), makeFavourite("b", name: "Gone")])
        lookup.restaurants["a"] = .live(makeRestaurant("a", name: "Tasca", rating: 4.6, isOpen: true))

        try await sut.buildModule(for: .list).start()

        let lines = terminal.output.lines
        XCTAssertEqual(lines.count, 3, terminal.output.text)
        XCTAssertTrue(lines[1].contains("★ Tasca") && lines[1].contains("4.6") && lines[1].contains("open") && lines[1].contains("sardines"), lines[1])
        XCTAssertTrue(lines[2].contains("★ Gone") && lines[2].contains("not reachable"), lines[2])
        XCTAssertTrue(terminal.errors.text.contains("1 could not be looked up now"), terminal.errors.text)
    }

    func test_list_ofNoFavourites_saysHowToKeepOne() async throws {
        let (sut, _, terminal) = makeSUT()

        try await sut.buildModule(for: .list).start()

        XCTAssertEqual(terminal.output.text, "You keep no favourites yet.\n")
        XCTAssertTrue(terminal.errors.text.contains("foodybite favourites add ID"))
    }

    func test_list_asCSVAndJSON_givesTheStandingAndNullWhereItIsUnknown() async throws {
        for format in [OutputFormat.csv, .json] {
            let (sut, lookup, terminal) = makeSUT(format: format, kept: [makeFavourite("a", note: "x, y"), makeFavourite("b")])
            lookup.restaurants["a"] = .live(makeRestaurant("a", rating: 4.6, isOpen: false))

            try await sut.buildModule(for: .list).start()

            if format == .csv {
                let lines = terminal.output.lines
                XCTAssertEqual(lines.first, FavouriteRecord.header.joined(separator: ","))
                XCTAssertEqual(lines[1], "a,Restaurant a,\"x, y\",2027-01-15T08:00:00Z,Pizza,4.6,10,false,,38.720000,-9.140000")
                XCTAssertEqual(lines[2], "b,Restaurant b,,2027-01-15T08:00:00Z,Pizza,,,,,38.720000,-9.140000")
            } else {
                let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
                let favourites = try XCTUnwrap(document["favourites"] as? [[String: Any]])
                XCTAssertEqual(favourites.map { $0["source"] as? String }, ["live", nil])
                XCTAssertTrue(favourites[1]["rating"] is NSNull)
            }
        }
    }

    func test_add_andRemove_sayWhatTheyDid() async throws {
        let (sut, lookup, terminal) = makeSUT()
        lookup.restaurants["a"] = .live(makeRestaurant("a", name: "Tasca"))

        try await sut.buildModule(for: .add(restaurantID: "a", note: nil)).start()
        try await sut.buildModule(for: .remove(restaurantID: "a")).start()

        XCTAssertEqual(terminal.output.lines, ["★ Kept Tasca (a) among your favourites.", "Removed Tasca (a) from your favourites."])
    }

    func test_export_thenImport_roundTripsEveryFavourite() async throws {
        let kept = [makeFavourite("a", note: "sardines"), makeFavourite("b", latitude: -33.86, longitude: 151.21)]
        let (exporter, _, exported) = makeSUT(kept: kept)
        let file = try makeTemporaryDirectory().appendingPathComponent("favourites.json")
        try await exporter.buildModule(for: .export(nil)).start()
        try Data(exported.output.text.utf8).write(to: file)
        let store = FavouritesStoreSpy()
        let terminal = TestConsole()
        let importer = FavouritesModuleBuilder(store: store, lookup: RestaurantLookupStub(), console: terminal.console, now: { now })

        try await importer.buildModule(for: .importing(file)).start()

        let imported = try await store.favourites().favourites
        XCTAssertEqual(imported, kept)
        XCTAssertEqual(terminal.output.text, "Added 2 favourites.\n")
    }

    func test_import_refusesWhatIsNoExportAndKeepsNothing() async throws {
        let folder = try makeTemporaryDirectory()
        let cases: [(String, String)] = [
            ("[]", "it is not the JSON `favourites export` writes"),
            (#"{"format": "other 2", "favourites": []}"#, "its format is \"other 2\""),
            (#"{"format": "foodybite favourites 1", "favourites": [{"id": "a", "name": "A", "addedAt": "2026-01-01T00:00:00Z", "latitude": 91, "longitude": 0, "cuisines": []}]}"#, "no place on Earth"),
        ]
        for (index, (text, reason)) in cases.enumerated() {
            let file = folder.appendingPathComponent("\(index).json")
            try Data(text.utf8).write(to: file)
            let store = FavouritesStoreSpy()
            let sut = FavouritesModuleBuilder(store: store, lookup: RestaurantLookupStub(), console: TestConsole().console)

            do {
                try await sut.buildModule(for: .importing(file)).start()
                XCTFail("Expected the import to be refused: \(text)")
            } catch let error as FavouritesFileError {
                XCTAssertTrue(error.explanation.contains(reason), error.explanation)
                XCTAssertEqual(error.failureKind, .invalidData)
            }
            XCTAssertEqual(store.saved, [])
        }
    }

    func test_import_ofAMissingFile_saysItCannotBeRead() async throws {
        let sut = FavouritesModuleBuilder(store: FavouritesStoreSpy(), lookup: RestaurantLookupStub(), console: TestConsole().console)

        do {
            try await sut.buildModule(for: .importing(URL(fileURLWithPath: "/nonexistent/favourites.json"))).start()
            XCTFail("Expected a failure")
        } catch let error as FavouritesFileError {
            XCTAssertTrue(error.explanation.hasPrefix("Cannot read /nonexistent/favourites.json"), error.explanation)
        }
    }

    private func makeSUT(format: OutputFormat = .table, kept: [Favourite] = []) -> (FavouritesModuleBuilder, RestaurantLookupStub, TestConsole) {
        let terminal = TestConsole(format: format)
        let lookup = RestaurantLookupStub()
        let sut = FavouritesModuleBuilder(store: FavouritesStoreSpy(kept), lookup: lookup, console: terminal.console, now: { now })
        return (sut, lookup, terminal)
    }
}
