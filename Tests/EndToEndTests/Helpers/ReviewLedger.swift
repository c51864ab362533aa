/// What a review load asked for and what the servers acknowledged, kept while the load runs.
actor ReviewLedger {
    struct Entry: Hashable, Sendable {
        let author: String
        let restaurantID: String
        let text: String
    }

    private(set) var acknowledged: [Entry] = []
    private(set) var refused = 0
    private var killMark: Int?

    func record(_ entry: Entry, acknowledged wasAcknowledged: Bool) {
        if wasAcknowledged { acknowledged.append(entry) } else { refused += 1 }
    }

    /// Notes that an instance was killed now, to tell acknowledgements after it from those before.
    func markKill() {
        killMark = acknowledged.count
    }

    var acknowledgedAfterKill: Int {
        killMark.map { acknowledged.count - $0 } ?? 0
    }
}
