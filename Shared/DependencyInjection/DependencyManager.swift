import Foundation

/// A small inversion-of-control container: services are registered by type with a factory and a
/// lifetime, and resolved by type. Safe to use from several tasks at once.
public final class DependencyManager: @unchecked Sendable {
    public typealias Factory<Service> = @Sendable (DependencyManager) throws -> Service

    private struct Registration {
        let lifetime: Lifetime
        let make: @Sendable (DependencyManager) throws -> Any
    }

    private let lock = NSRecursiveLock()
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// Registers (or replaces) how to make `type`. A replaced singleton is made again on next resolve.
    public func register<Service>(
        _ type: Service.Type,
        lifetime: Lifetime = .transient,
        factory: @escaping Factory<Service>
    ) {
        let key = ObjectIdentifier(type)
        lock.withLock {
            registrations[key] = Registration(lifetime: lifetime, make: { try factory($0) })
            singletons[key] = nil
        }
    }

    public func unregister<Service>(_ type: Service.Type) {
        let key = ObjectIdentifier(type)
        lock.withLock {
            registrations[key] = nil
            singletons[key] = nil
        }
    }

    public func isRegistered<Service>(_ type: Service.Type) -> Bool {
        lock.withLock { registrations[ObjectIdentifier(type)] != nil }
    }

    public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        let key = ObjectIdentifier(type)
        // The lock is recursive and held while a singleton is made, so a factory may resolve its own
        // dependencies and two tasks never make the same singleton twice.
        return try lock.withLock {
            guard let registration = registrations[key] else {
                throw DependencyResolutionError.notRegistered(typeName: String(reflecting: type))
            }
            if registration.lifetime == .singleton, let existing = singletons[key] {
                return try cast(existing, to: type)
            }
            let made = try cast(registration.make(self), to: type)
            if registration.lifetime == .singleton {
                singletons[key] = made
            }
            return made
        }
    }

    private func cast<Service>(_ value: Any, to type: Service.Type) throws -> Service {
        guard let service = value as? Service else {
            throw DependencyResolutionError.wrongType(
                typeName: String(reflecting: type),
                madeTypeName: String(reflecting: Swift.type(of: value))
            )
        }
        return service
    }
}
