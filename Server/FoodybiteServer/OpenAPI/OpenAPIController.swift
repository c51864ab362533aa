import Hummingbird
import NIOCore

/// GET /openapi.json: the OpenAPI description of every route.
struct OpenAPIController<Context: RequestContext> {
    static var path: String { "/openapi.json" }

    func addRoutes(to router: Router<Context>) {
        router.get(RouterPath(Self.path)) { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_json))
            )
        }
    }
}
