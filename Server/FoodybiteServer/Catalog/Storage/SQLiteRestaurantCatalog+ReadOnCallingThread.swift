import GRDB

extension SQLiteRestaurantCatalog {
    /// Reads on the calling thread. GRDB's asynchronous read hands the work to a reader's queue and the
    /// answer back, two thread wake-ups that cost more than most searches (0.02 to 0.1 ms each on the
    /// 2-core machine: the benchmark's "empty read"). The searches are short, CPU-bound reads of a
    /// memory-mapped file, so holding the caller's thread for them costs no more than the hand-off.
    func readOnCallingThread<T>(_ value: (Database) throws -> T) throws -> T {
        try reader.read(value)
    }
}
