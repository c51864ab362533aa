import FoodybiteServer
import Foundation

/// An Overpass-style export of generated restaurants, to time the importer on a file of the size a
/// large city's export has (the generated catalog stands in for real data).
enum SyntheticOSMExport {
    private static let hourPatterns = [
        "Mo-Fr 08:00-22:00; Sa,Su 10:00-23:00", "Mo-Th 12:00-15:00,17:30-22:00; Fr-Sa 12:00-15:00,17:30-23:00",
        "24/7", "Fr-Sa 18:00-02:00", "Mo-Su 12:00-24:00; PH off", "Tu-Su 12:00-15:00,19:00-23:00; Mo off", "",
    ]

    static func data(for restaurants: [CatalogRestaurant]) throws -> Data {
        let elements: [[String: Any]] = restaurants.enumerated().map { index, restaurant in
            var tags: [String: Any] = ["amenity": "restaurant", "name": restaurant.name, "cuisine": restaurant.cuisines.joined(separator: ";")]
            if let phone = restaurant.internationalPhoneNumber { tags["phone"] = phone }
            if let website = restaurant.website { tags["website"] = website }
            let hours = hourPatterns[index % hourPatterns.count]
            if !hours.isEmpty { tags["opening_hours"] = hours }
            return ["type": "node", "id": index + 1, "lat": restaurant.location.latitude, "lon": restaurant.location.longitude, "tags": tags]
        }
        return try JSONSerialization.data(withJSONObject: ["version": 0.6, "elements": elements])
    }
}
