import Hummingbird
import ServerHTTP
import ServerStorage

/// GET /health: answers while the server is up, for load balancers and scripts: 200
/// `{"status": "ok", "version", "database": "ok"}`, or 503 with `"status": "unavailable"` and
/// `"database": "damaged"` or `"unavailable"` when the database cannot be queried, or `"full"` while
/// writes fail for a full disk.
struct HealthController<Context: RequestContext> {
    private struct Health: Encodable {
        let status: String
        let version = ServerVersion.current
        let database: String
    }

    let storage: any StorageMonitoring

    func addRoutes(to router: Router<Context>) {
        router.get("/health") { _, _ in
            let database = await storage.databaseState()
            return try JSONResponse.make(
                Health(status: database == .ok ? "ok" : "unavailable", database: database.rawValue),
                status: database == .ok ? .ok : .serviceUnavailable
            )
        }
    }
}
