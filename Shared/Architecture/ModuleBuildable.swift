/// Marker for a feature's builder protocol (`NearbyModuleBuildable`, ...). App registers the concrete
/// builder in the container; commands and other coordinators resolve it by its protocol.
@MainActor
public protocol ModuleBuildable: AnyObject {}
