import CatalogDomain

/// What the demo's restaurants say of themselves, as well-tagged OpenStreetMap places do: the diets
/// their cuisines serve (a vegan place serves vegan food only), and, for some, a wheelchair getting
/// in, takeaway, delivery and seats outside. Unknown stays unknown, as in real data.
enum DemoPlaceFacts {
    static func facts(cuisines: [String], _ random: inout SeededRandomNumberGenerator) -> CatalogPlaceFacts {
        var facts = CatalogPlaceFacts()
        if cuisines.contains("vegan") {
            facts.diets["vegan"] = .only
        } else if cuisines.contains("vegetarian") {
            facts.diets["vegetarian"] = .only
            facts.diets["vegan"] = .yes
        } else if random.chance(0.3) {
            facts.diets["vegetarian"] = .yes
        }
        if random.chance(0.05) { facts.diets["halal"] = .yes }
        if random.chance(0.1) { facts.diets["gluten_free"] = .yes }
        if random.chance(0.7) { facts.wheelchair = random.chance(0.6) ? .yes : random.pick([.limited, .no]) }
        if random.chance(0.6) { facts.takeaway = random.chance(0.7) }
        if random.chance(0.4) { facts.delivery = random.chance(0.5) }
        if random.chance(0.6) { facts.outdoorSeating = random.chance(0.6) }
        return facts
    }
}
