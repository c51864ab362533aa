import DetailsFeature
import Shared

struct RestaurantDetailsServiceStub: RestaurantDetailsService {
    let result: Result<Sourced<RestaurantDetails>, any Error>

    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        try result.get()
    }
}

func anyDetails(_ id: String = "a") -> RestaurantDetails {
    RestaurantDetails(id: id, name: id, address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil, location: Coordinates(latitude: 0, longitude: 0), photos: [], reviews: [])
}
