import ArgumentParser
@testable import NearbyFeature
import Shared
import XCTest

/// How `nearby`'s arguments are read and refused, before anything is searched.
final class NearbyCommandParsingTests: XCTestCase {
    func test_parse_readsEveryOptionIncludingANegativeLatitude() throws {
        let command = try NearbyCommand.parse(["--at", "-33.86,151.21", "--radius", "800", "--min-rating", "4.5", "--open-now", "--sort", "distance", "--limit", "5", "--json"])

        XCTAssertEqual(command.location, Coordinates(latitude: -33.86, longitude: 151.21))
        XCTAssertEqual(command.radius, 800)
        XCTAssertEqual(command.minimumRating, 4.5)
        XCTAssertTrue(command.openNow)
        XCTAssertEqual(command.sort, .distance)
        XCTAssertEqual(command.limit, 5)
        XCTAssertTrue(command.global.json)
    }

    func test_parse_readsWhatToEatFromTheWordsAndAPriceLevelOrRange() throws {
        let command = try NearbyCommand.parse(["vegan", "ramen", "--price", "1-2", "--open-now"])
        let single = try NearbyCommand.parse(["--price", "3"])

        XCTAssertEqual(command.what, ["vegan", "ramen"])
        XCTAssertEqual(command.price, 1...2)
        XCTAssertEqual(single.what, [])
        XCTAssertEqual(single.price, 3...3)
    }

    func test_parse_takesThePlaceFromNearOrFromTheWordsAfterNearOrIn() throws {
        let flag = try NearbyCommand.parse(["vegan", "--near", "Alfama"])
        let words = WhatAndWhere(["vegan", "ramen", "near", "Rua", "Augusta,", "Lisboa"])
        let inTown = WhatAndWhere(["sushi", "in", "Vaduz"])
        let placeOnly = WhatAndWhere(["near", "Alfama"])
        let trailing = WhatAndWhere(["food", "near"])
        let quotedName = WhatAndWhere(["Near East Grill"])

        XCTAssertEqual(flag.near, "Alfama")
        XCTAssertEqual(words, WhatAndWhere(what: "vegan ramen", place: "Rua Augusta, Lisboa"))
        XCTAssertEqual(inTown, WhatAndWhere(what: "sushi", place: "Vaduz"))
        XCTAssertEqual(placeOnly, WhatAndWhere(what: nil, place: "Alfama"))
        XCTAssertEqual(trailing, WhatAndWhere(what: "food near", place: nil))
        XCTAssertEqual(quotedName, WhatAndWhere(what: "Near East Grill", place: nil), "a quoted argument is searched as written")
    }

    func test_parse_refusesTwoPlacesOrAPlaceWithAt() {
        for arguments in [["--at", "1,2", "--near", "Alfama"], ["--at", "1,2", "pizza", "near", "Alfama"], ["--near", "Baixa", "pizza", "near", "Alfama"], ["--near", " "]] {
            XCTAssertThrowsError(try NearbyCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, "\(arguments)")
            }
        }
    }

    func test_parse_refusesAPriceOutsideGooglesLevelsOrBackwards() {
        for price in ["0", "5", "2-1", "1-", "cheap", "1-2-3"] {
            XCTAssertThrowsError(try NearbyCommand.parse(["--price", price]), price) { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, price)
                XCTAssertTrue(NearbyCommand.message(for: error).contains("--price must be a level from 1 to 4"), NearbyCommand.message(for: error))
            }
        }
    }

    func test_parse_refusesOutOfRangeValuesAsUsageErrors() {
        for arguments in [["--radius", "0"], ["--radius", "50001"], ["--min-rating", "5.1"], ["--limit", "61"], ["--limit", "0"], ["--at", "91,0"], ["--sort", "price"]] {
            XCTAssertThrowsError(try NearbyCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, "\(arguments)")
            }
        }
    }

    func test_parse_namesTheFlagAndTheValueItRefuses() {
        let cases = [
            (["--at", "91,0"], "The value '91,0' is invalid for '--at <lat,lon>': Latitude 91.0 is out of range: it must be between -90 and 90."),
            (["--at", "x"], "The value 'x' is invalid for '--at <lat,lon>': 'x' is not a location: expected LAT,LON in decimal degrees, such as 38.7223,-9.1393."),
            (["--radius", "0"], "--radius must be between 1 and 50000 metres, not 0."),
            (["--min-rating", "5.1"], "--min-rating must be between 0 and 5, not 5.1."),
            (["--limit", "61"], "--limit must be between 1 and 60, not 61."),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try NearbyCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(NearbyCommand.message(for: error), expected)
            }
        }
    }

    func test_parse_readsCuisinesByTheWordsPeopleUseAsOpenStreetMapNamesThemAndRefusesWhatIsNoName() throws {
        let command = try NearbyCommand.parse(["--cuisine", "Pizzeria, sushi", "--cuisine", "Middle Eastern,kebab"])
        let none = try NearbyCommand.parse([])
        let accented = try NearbyCommand.parse(["--cuisine", "japonês"])

        XCTAssertEqual(command.input.cuisines, ["pizza", "sushi", "middle_eastern", "kebab"], "every --cuisine counts, not the last")
        XCTAssertEqual(none.input.cuisines, [])
        XCTAssertEqual(accented.input.cuisines, ["japanese"])
        for cuisine in ["pizza,", "", "fish & chips", String(repeating: "a,", count: 20) + "a"] {
            XCTAssertThrowsError(try NearbyCommand.parse(["--cuisine", cuisine]), cuisine) { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, cuisine)
                XCTAssertTrue(NearbyCommand.message(for: error).contains("--cuisine must be up to 20 cuisines joined by commas"), NearbyCommand.message(for: error))
            }
        }
    }

    func test_parse_readsDietsAndServicesAsRequirementsAndRefusesAnUnknownDiet() throws {
        let command = try NearbyCommand.parse(["--diet", "vegan, Gluten-Free", "--wheelchair", "--takeaway", "--outdoor-seating"])
        let none = try NearbyCommand.parse([])
        let repeated = try NearbyCommand.parse(["--diet", "vegan", "--diet", "halal"])

        XCTAssertEqual(command.requirements, [.vegan, .glutenFree, .wheelchair, .takeaway, .outdoorSeating])
        XCTAssertEqual(none.requirements, [])
        XCTAssertEqual(repeated.requirements, [.vegan, .halal], "every --diet counts, not the last")
        for diet in ["paleo", "vegan,", ""] {
            XCTAssertThrowsError(try NearbyCommand.parse(["--diet", diet]), diet) { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, diet)
                XCTAssertTrue(NearbyCommand.message(for: error).contains("--diet must be one or more of vegetarian, vegan, halal, kosher, gluten-free"), NearbyCommand.message(for: error))
            }
        }
    }
}
