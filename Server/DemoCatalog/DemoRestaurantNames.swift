/// Every name the demo catalog's restaurants can have, in an order shuffled by the seed. Restaurant `i`
/// takes the name at `i % count`, so a name is taken only once until every name is, then again by a
/// branch (named after its neighbourhood) `count` restaurants later: few branches of one name.
package struct DemoRestaurantNames: Sendable, Equatable {
    package struct Name: Sendable, Equatable {
        package let text: String
        /// The style (kind of place) in `DemoVocabulary.styles` the name belongs to.
        package let style: Int
    }

    package let names: [Name]

    package init(seed: UInt64) {
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

    package var count: Int { names.count }

    package func name(at index: Int) -> Name { names[index % names.count] }

    /// Which of its name's branches restaurant `index` is: 0 for the first to take the name.
    package func branch(at index: Int) -> Int { index / names.count }

    /// The restaurants that took `index`'s name before it, first to last.
    package func earlierBranches(of index: Int) -> [Int] {
        (0..<branch(at: index)).map { index % names.count + $0 * names.count }
    }
}
