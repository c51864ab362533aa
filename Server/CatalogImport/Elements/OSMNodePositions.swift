/// The positions of only the nodes that places drawn as ways need: their ids, sorted, and each one's
/// position once a pass has found it. A country has tens of millions of nodes; this holds the few
/// hundred thousand outlines need (about 32 bytes each), never all.
struct OSMNodePositions {
    private let ids: [Int64]
    private var positions: [OSMPosition?]

    init(needed: some Sequence<Int64>) {
        ids = Array(Set(needed)).sorted()
        positions = Array(repeating: nil, count: ids.count)
    }

    var isEmpty: Bool { ids.isEmpty }

    mutating func record(_ position: OSMPosition, ofNode id: Int64) {
        if let index = index(of: id) { positions[index] = position }
    }

    func position(ofNode id: Int64) -> OSMPosition? {
        index(of: id).flatMap { positions[$0] }
    }

    private func index(of id: Int64) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }
}
