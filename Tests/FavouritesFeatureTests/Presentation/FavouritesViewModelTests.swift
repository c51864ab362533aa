@testable import FavouritesFeature
import Foundation
import Shared
import XCTest

@MainActor
final class FavouritesViewModelTests: XCTestCase {
    func test_add_keepsWhatTheLookupSaysOfTheRestaurantWithTheTrimmedNote() async throws {
        let (sut, store, lookup) = makeSUT()
        lookup.restaurants["a"] = .live(makeRestaurant("a", name: "Tasca"))

        let favourite = try await sut.add(restaurantID: "a", note: "  the sardines \n")

        XCTAssertEqual(favourite, Favourite(restaurantID: "a", name: "Tasca", location: Coordinates(latitude: 38.72, longitude: -9.14), cuisines: ["Pizza"], note: "the sardines", addedAt: now))
        XCTAssertEqual(store.saved, [favourite])
    }

    func test_add_refusesAnIDTheLookupDoesNotKnowAndKeepsNothing() async throws {
        let (sut, store, _) = makeSUT()

        do {
            _ = try await sut.add(restaurantID: "nobody", note: nil)
            XCTFail("Expected the lookup's failure")
        } catch is RestaurantLookupStub.NotFound {}
        XCTAssertEqual(store.saved, [])
    }

    func test_add_again_replacesTheNoteAndKeepsWhenItWasFirstAdded() async throws {
        let earlier = now.addingTimeInterval(-86_400)
        let (sut, store, lookup) = makeSUT(kept: [makeFavourite("a", note: "old", addedAt: earlier)])
        lookup.restaurants["a"] = .live(makeRestaurant("a"))

        let favourite = try await sut.add(restaurantID: "a", note: "")

        XCTAssertNil(favourite.note)
        XCTAssertEqual(favourite.addedAt, earlier)
        let kept = try await store.favourites().favourites
        XCTAssertEqual(kept.count, 1)
    }

    func test_add_andRemove_takeTheIDWithoutTheSpacesAroundIt() async throws {
        let (sut, store, lookup) = makeSUT()
        lookup.restaurants["a"] = .live(makeRestaurant("a"))

        let favourite = try await sut.add(restaurantID: " a ", note: nil)
        let removed = try await sut.remove(restaurantID: "a ")

        XCTAssertEqual(favourite.restaurantID, "a")
        XCTAssertEqual(removed.restaurantID, "a")
        XCTAssertEqual(store.saved.map(\.restaurantID), ["a"])
    }

    func test_importing_countsAnIDGivenTwiceOnceTakingTheLastAndCleansItsNote() async throws {
        let (sut, store, _) = makeSUT()

        let counts = try await sut.importing([makeFavourite("a", note: "first"), makeFavourite("b"), makeFavourite("a", note: "  last \n")])

        XCTAssertEqual(counts.added, 2)
        XCTAssertEqual(counts.updated, 0)
        let kept = try await store.favourites().favourites
        XCTAssertEqual(kept.map(\.restaurantID), ["a", "b"])
        XCTAssertEqual(kept.first?.note, "last")
    }

    func test_list_showsEachFavouriteWithItsStandingAndWhatWasKeptWhereTheLookupFails() async throws {
        let (sut, _, lookup) = makeSUT(kept: [makeFavourite("a"), makeFavourite("b", name: "Kept name"), makeFavourite("c")], unreadable: 1)
        let saved = now.addingTimeInterval(-3_600)
        lookup.restaurants["a"] = .live(makeRestaurant("a", rating: 4.8, isOpen: true))
        lookup.restaurants["c"] = Sourced(makeRestaurant("c", rating: 3.9, isOpen: false), origin: .cache(savedAt: saved))

        let list = try await sut.list()

        XCTAssertEqual(list.rows.map(\.id), ["a", "b", "c"])
        XCTAssertEqual(list.rows.map { $0.restaurant?.rating }, [4.8, nil, 3.9])
        XCTAssertEqual(list.rows.map(\.openText), ["open", "not reachable", "closed"])
        XCTAssertEqual(list.rows[1].name, "Kept name")
        XCTAssertEqual(list.unreadableCount, 1)
        XCTAssertEqual(list.standingNote(now: now), "1 of 3 from the cache (the oldest saved an hour ago). 1 could not be looked up now and cached nowhere: shown as kept when added.")
        XCTAssertEqual(Set(lookup.lookedUp), ["a", "b", "c"])
    }

    func test_remove_removesTheFavouriteAndRefusesAnIDNoFavouriteHas() async throws {
        let (sut, store, _) = makeSUT(kept: [makeFavourite("a"), makeFavourite("b")])

        let removed = try await sut.remove(restaurantID: "a")

        XCTAssertEqual(removed.restaurantID, "a")
        let left = try await store.favourites().favourites
        XCTAssertEqual(left.map(\.restaurantID), ["b"])
        do {
            _ = try await sut.remove(restaurantID: "a")
            XCTFail("Expected FavouriteNotFoundError")
        } catch let error as FavouriteNotFoundError {
            XCTAssertEqual(error.explanation, "No favourite has the id a.")
        }
    }

    func test_importing_addsNewOnesAndGivesKeptOnesTheImportedNoteKeepingTheEarliestDate() async throws {
        let earlier = now.addingTimeInterval(-86_400)
        let (sut, store, _) = makeSUT(kept: [makeFavourite("a", note: "mine", addedAt: earlier)])

        let counts = try await sut.importing([makeFavourite("a", note: "theirs", addedAt: now), makeFavourite("b")])

        XCTAssertEqual(counts.added, 1)
        XCTAssertEqual(counts.updated, 1)
        let kept = try await store.favourites().favourites
        XCTAssertEqual(kept.map(\.restaurantID), ["a", "b"])
        XCTAssertEqual(kept.first?.note, "theirs")
        XCTAssertEqual(kept.first?.addedAt, earlier)
    }

    private func makeSUT(kept: [Favourite] = [], unreadable: Int = 0) -> (FavouritesViewModel, FavouritesStoreSpy, RestaurantLookupStub) {
        let store = FavouritesStoreSpy(kept, unreadableCount: unreadable)
        let lookup = RestaurantLookupStub()
        return (FavouritesViewModel(store: store, lookup: lookup, now: { now }), store, lookup)
    }
}
