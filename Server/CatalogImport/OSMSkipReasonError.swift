/// A skip reason as a failure value.
struct OSMSkipReasonError: Error, Equatable {
    let reason: OSMSkipReason
}
