import CatalogDomain
import Foundation
import Hummingbird
import ServerHTTP
import ServerJSON

/// GET /catalog/coverage: how many restaurants the catalog holds and the box around them, whether they
/// are the demo catalog's, and for the demo a description of it. A client whose search found nothing
/// far from every restaurant says where the catalog has some and how to get local data, instead of
/// suggesting a larger radius. Public: it says no more than searches would.
package struct CatalogCoverageController<Context: RequestContext> {
    package let catalog: any RestaurantCatalog

    package init(catalog: any RestaurantCatalog) {
        self.catalog = catalog
    }

    package static var demoDescription: String { "fictional restaurants around Lisbon" }

    package func addRoutes(to router: Router<Context>) {
        router.get("/catalog/coverage") { _, _ in
            let coverage = try await catalog.coverage()
            return JSONResponse.make(Self.json(coverage))
        }
    }

    package static func json(_ coverage: CatalogCoverage) -> JSONValue {
        func point(_ latitude: Double, _ longitude: Double) -> JSONValue {
            .object([(key: "latitude", value: .double(latitude)), (key: "longitude", value: .double(longitude))])
        }
        let bounds = coverage.bounds
        return .object(dropping: [
            ("restaurants", .int(coverage.restaurantCount)),
            ("demo", .bool(coverage.isDemo)),
            ("description", coverage.isDemo ? .string(demoDescription) : nil),
            ("bounds", bounds.map { .object([
                (key: "low", value: point($0.minLatitude, $0.minLongitude)),
                (key: "high", value: point($0.maxLatitude, $0.maxLongitude)),
            ]) }),
            ("center", bounds.map { point(($0.minLatitude + $0.maxLatitude) / 2, ($0.minLongitude + $0.maxLongitude) / 2) }),
        ])
    }
}
