import Hummingbird

/// GET /health: answers while the server is up, for load balancers and scripts.
struct HealthController<Context: RequestContext> {
    private struct Health: Encodable {
        let status = "ok"
        let version = ServerVersion.current
    }

    func addRoutes(to router: Router<Context>) {
        router.get("/health") { _, _ in
            try JSONResponse.make(Health())
        }
    }
}
