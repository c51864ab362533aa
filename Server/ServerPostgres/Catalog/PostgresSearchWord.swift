/// How a word of a nearby search is sought in `restaurant_word`.
package enum PostgresSearchWord: Equatable, Sendable {
    /// The restaurants near the centre having a word it starts (none: nothing matches), read beforehand
    /// from the cells around the centre (`restaurant_word_by_cell`).
    case restaurants([Int64])
    /// The whole range of the index's words starting with it, weighed by the planner: when too many
    /// words start so to seek each, or too many restaurants near the centre have one to list them.
    case prefix(String)

    var isPrefix: Bool {
        if case .prefix = self { true } else { false }
    }
}

extension [PostgresSearchWord] {
    /// How many restaurants at most have every word: the fewest any listed word has; nil when none is
    /// listed.
    var mostRestaurantsMatching: Int? {
        compactMap { word in if case let .restaurants(ids) = word { ids.count } else { nil } }.min()
    }
}
