extension Array {
    /// The elements in consecutive slices of `size` (the last one may be shorter).
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: Swift.max(1, size)).map { self[$0..<Swift.min($0 + Swift.max(1, size), count)] }
    }
}
