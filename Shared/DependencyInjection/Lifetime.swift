/// How long a resolved service lives.
public enum Lifetime: Sendable, Equatable {
    /// A new instance on every resolve.
    case transient
    /// One instance for the container's lifetime, made on first resolve.
    case singleton
}
