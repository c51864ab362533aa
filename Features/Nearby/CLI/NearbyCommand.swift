import Foundation
import ArgumentParser
import Shared
import SharedCLI

public struct NearbyCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nearby",
        abstract: "List the best restaurants near you.",
        discussion: """
        Searches around --at, FOODYBITE_LOCATION, your saved location or the default centre, within your \
        preferred radius and minimum rating unless given here. With the server unreachable, the answer comes \
        from the cache, marked with its age: from the last search around the same place that covers this one \
        (as wide a radius, filters no stricter, enough results).

        Words after the options say what to eat ("sushi", "vegan ramen", a restaurant's name): they are \
        matched against names, cuisines and streets ("pizzeria" finds pizza places), and every word must \
        match. "WHAT near PLACE" (or "in PLACE") searches around the place, as --near does; quote a name \
        that holds those words ('nearby "Near East Grill"') to search for it as written.
        """
    )

    @Argument(help: ArgumentHelp("What to eat, in your words: a cuisine, a dish or a name (default: any restaurant).", valueName: "what"))
    var what: [String] = []

    @Option(name: .customLong("at"), parsing: .unconditional, help: ArgumentHelp("Search around this point instead of your location.", valueName: "lat,lon"), transform: Coordinates.argument)
    var location: Coordinates?

    @Option(help: ArgumentHelp("Search radius in metres (\(SearchCriteriaRange.radiusText); default: your preference).", valueName: "metres"))
    var radius: Int?

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Hide restaurants rated below this (0-5; default: your preference).", valueName: "stars"))
    var minimumRating: Double?

    @Flag(name: .customLong("open-now"), help: "Only restaurants open now.")
    var openNow = false

    @Option(help: ArgumentHelp("Only this price level, or range of levels: 1 (inexpensive) to 4 (very expensive), such as 2 or 1-2.", valueName: "levels"), transform: PriceLevelRange.parse)
    var price: ClosedRange<Int>?

    @Option(
        help: ArgumentHelp(
            "Only places serving one of these cuisines (pizza, sushi, \"middle eastern\"…; several with commas or --cuisine again).",
            valueName: "cuisine"
        ),
        transform: CuisineList.parse
    )
    var cuisine: [[String]] = []

    @Option(
        help: ArgumentHelp(
            "Only places that say they serve this food: vegetarian (vegan food counts), vegan, halal, kosher or gluten-free; several with commas or --diet again.",
            valueName: "diet"
        ),
        transform: DietList.parse
    )
    var diet: [[PlaceRequirement]] = []

    @Flag(help: "Only places that say a wheelchair gets in.")
    var wheelchair = false

    @Flag(help: "Only places that say they sell food to take away.")
    var takeaway = false

    @Flag(help: "Only places that say they deliver.")
    var delivery = false

    @Flag(name: .customLong("outdoor-seating"), help: "Only places that say they have seats outside.")
    var outdoorSeating = false

    @Flag(help: "Draw the results on a map after the list: their numbers where they lie, @ where you are.")
    var map = false

    @Flag(help: "Only your favourites (`foodybite favourites`), looked up now, or as cached offline.")
    var favourites = false

    @Flag(name: .customLong("include-closed"), help: "Also list restaurants closed for good (left out by default).")
    var includeClosed = false

    @Option(help: ArgumentHelp("Search around the place of this name: a town, a neighbourhood, a street (\"Alfama\", \"Rua Augusta, Lisboa\").", valueName: "place"))
    var near: String?

    @Option(help: ArgumentHelp("rating (best first) or distance (nearest first).", valueName: "order"))
    var sort: NearbyRanking = .rating

    @Option(help: ArgumentHelp("Show at most this many (1-60).", valueName: "count"))
    var limit = NearbyInput.defaultLimit

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func validate() throws {
        if location != nil, near != nil || WhatAndWhere(what).place != nil {
            throw ValidationError("Give either --at or a place to search near, not both.")
        }
        if near != nil, WhatAndWhere(what).place != nil {
            throw ValidationError("Give the place once: with --near, or as \"near PLACE\" after what to eat.")
        }
        if let near, near.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--near needs a place's name, such as \"Alfama\".")
        }
        try SearchCriteriaRange.validateFlags(radius: radius, minimumRating: minimumRating)
        guard (1...NearbySearchQuery.maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(NearbySearchQuery.maximumLimit), not \(limit).")
        }
    }

    /// What the arguments ask for.
    var input: NearbyInput {
        let words = WhatAndWhere(what)
        return NearbyInput(
            location: location, radius: radius, minimumRating: minimumRating, openNow: openNow, ranking: sort, limit: limit, includeClosed: includeClosed,
            what: words.what, priceLevels: price, near: near ?? words.place, requirements: requirements, cuisines: cuisine.flatMap { $0 },
            favouritesOnly: favourites, showsMap: map
        )
    }

    public func run() async throws {
        let input = self.input
        try await CommandEnvironment.run(global, formats: OutputFormat.places) { context in
            try await context.container.resolve((any NearbyModuleBuildable).self).buildModule(with: input).start()
        }
    }
}

extension NearbyRanking: ExpressibleByArgument {}

extension NearbyCommand {
    /// The diets and services asked for, each once.
    var requirements: [PlaceRequirement] {
        diet.flatMap { $0 } + [(wheelchair, PlaceRequirement.wheelchair), (takeaway, .takeaway), (delivery, .delivery), (outdoorSeating, .outdoorSeating)]
            .filter(\.0).map(\.1)
    }
}
