/// Every name the demo catalog's restaurants can have, in an order shuffled by the seed. Restaurant `i`
/// takes the name at `i % count`, so a name is taken only once until every name is, then again by a
/// branch (named after its neighbourhood) `count` restaurants later: few branches of one name.
struct DemoRestaurantNames: Sendable, Equatable {
    struct Name: Sendable, Equatable {
        let text: String
        /// The style (kind of place) in `DemoVocabulary.styles` the name belongs to.
        let style: Int
    }

    let names: [Name]

    init(seed: UInt64) {
        var names: [Name] = []
        for (index, style) in DemoVocabulary.styles.enumerated() {
            let endings = style.suffixes + (style.namedAfterOwners ? DemoVocabulary.owners : [])
            for prefix in style.prefixes {
                names += endings.map { Name(text: "\(prefix) \($0)", style: index) }
            }
        }
        var random = SeededRandomNumberGenerator(seed: seed ^ 0x4E41_4D45_5EED)
        for index in stride(from: names.count - 1, to: 0, by: -1) {
            names.swapAt(index, random.int(in: 0...index))
        }
        self.names = names
    }

    var count: Int { names.count }

    func name(at index: Int) -> Name { names[index % names.count] }

    /// Which of its name's branches restaurant `index` is: 0 for the first to take the name.
    func branch(at index: Int) -> Int { index / names.count }

    /// The restaurants that took `index`'s name before it, first to last.
    func earlierBranches(of index: Int) -> [Int] {
        (0..<branch(at: index)).map { index % names.count + $0 * names.count }
    }
}
