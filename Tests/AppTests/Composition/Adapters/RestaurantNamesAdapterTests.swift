@testable import FoodybiteApp
import DetailsFeature
import Foundation
import Shared
import XCTest

final class RestaurantNamesAdapterTests: XCTestCase {
    func test_names_takesCachedNamesFirstAndLooksUpOnlyTheOthersLeavingUnknownOnesOut() async {
        let cached = DetailsByID(names: ["a": "Cached A"])
        let live = DetailsByID(names: ["a": "Live A", "b": "Live B"])
        let sut = RestaurantNamesAdapter(cached: cached, live: live)

        let names = await sut.names(of: ["a", "b", "gone"])

        XCTAssertEqual(names, ["a": "Cached A", "b": "Live B"])
        XCTAssertEqual(Set(live.asked), ["b", "gone"])
    }

    func test_names_looksUpAtMostTheLimitOfUncachedRestaurants() async {
        let live = DetailsByID(names: [:])
        let sut = RestaurantNamesAdapter(cached: DetailsByID(names: [:]), live: live)

        _ = await sut.names(of: (0..<50).map { "id\($0)" })

        XCTAssertEqual(live.asked.count, RestaurantNamesAdapter.lookupLimit)
    }
}

private final class DetailsByID: RestaurantDetailsService, @unchecked Sendable {
    private let lock = NSLock()
    private let names: [String: String]
    private var ids: [String] = []

    init(names: [String: String]) {
        self.names = names
    }

    var asked: [String] { lock.withLock { ids } }

    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        lock.withLock { ids.append(id) }
        guard let name = names[id] else { throw DetailsError.notFound(id: id) }
        var details = anyDetails(id)
        details = RestaurantDetails(
            id: id, name: name, address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil,
            location: details.location, photos: [], reviews: []
        )
        return .live(details)
    }
}
