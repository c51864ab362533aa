import Shared

/// Our server's answer to GET /catalog/coverage.
struct RemoteCatalogCoverage: Decodable {
    struct LatLng: Decodable {
        let latitude: Double
        let longitude: Double

        var coordinates: Coordinates { Coordinates(latitude: latitude, longitude: longitude) }
    }

    struct Bounds: Decodable {
        let low: LatLng
        let high: LatLng
    }

    let restaurants: Int
    let demo: Bool
    let description: String?
    let bounds: Bounds?

    var model: CatalogCoverage {
        CatalogCoverage(
            restaurantCount: restaurants, southWest: bounds?.low.coordinates, northEast: bounds?.high.coordinates,
            description: description, isDemo: demo
        )
    }
}
