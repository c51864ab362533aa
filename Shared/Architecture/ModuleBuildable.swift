/// Marker for a module builder and for a feature's builder protocol (`NearbyModuleBuildable`, ...), which
/// exists where another module's coordinator asks for it and a test stands in for it. App registers the
/// concrete builder in the container with the ports it needs; commands resolve it, by its protocol
/// where it has one.
@MainActor
public protocol ModuleBuildable: AnyObject {}
