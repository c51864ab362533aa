import Foundation

/// The OpenAPI 3.1 description of every route the server serves: `openapi.json` beside this file, the
/// one source, compiled into the binary. A test keeps it and the router from drifting apart.
public enum OpenAPIDocument {
    public static var data: Data {
        Data(PackageResources.openapi_json)
    }
}
