import Synchronization

/// Set once a pooled connection was handed over, so that the wait limit no longer applies.
final class LeaseFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() {
        value.store(true, ordering: .releasing)
    }
}
