import Core
import Foundation

/// Signs up, logs in and out against any server speaking the Foodybite API. Passwords leave as their
/// SHA-512 digest; tokens go to the token store, never anywhere else.
public struct RemoteSessionService: SignUpService, LoginService, LogoutService {
    private let client: any HTTPClient
    private let authenticatedClient: any HTTPClient
    private let baseURL: URL
    private let tokenStore: any TokenStore
    private let hasher = SHA512PasswordHasher()

    public init(client: any HTTPClient, authenticatedClient: any HTTPClient, baseURL: URL, tokenStore: any TokenStore) {
        self.client = client
        self.authenticatedClient = authenticatedClient
        self.baseURL = baseURL
        self.tokenStore = tokenStore
    }

    public func signUp(name: String, email: String, password: String, profileImage: Data?) async throws {
        let endpoint = SignUpEndpoint(requestBody: .init(name: name, email: email, password: hasher.hash(password), profileImage: profileImage))
        do {
            try await RemoteStore(client: client).send(endpoint.urlRequest(baseURL: baseURL))
        } catch let RemoteStoreError.rejected(status, reason) where status == 409 {
            throw SessionError.emailAlreadyRegistered(reason: reason)
        }
    }

    public func login(email: String, password: String) async throws -> User {
        let endpoint = LoginEndpoint(requestBody: .init(email: email, password: hasher.hash(password)))
        let response: RemoteLoginResponse
        do {
            response = try await RemoteStore(client: client).get(RemoteLoginResponse.self, for: endpoint.urlRequest(baseURL: baseURL))
        } catch RemoteStoreError.unauthorized {
            throw SessionError.invalidCredentials
        } catch let RemoteStoreError.rejected(status, reason) {
            // The original server answers a wrong email or password with 404.
            switch status {
            case 404: throw SessionError.invalidCredentials
            case 429: throw SessionError.tooManyAttempts(reason: reason)
            default: throw RemoteStoreError.rejected(status: status, reason: reason)
            }
        }
        try tokenStore.write(AuthToken(accessToken: response.token.accessToken, refreshToken: response.token.refreshToken))
        return response.user.model
    }

    public func logout() async throws -> LogoutOutcome {
        let stored: AuthToken?
        do {
            stored = try tokenStore.read()
        } catch is TokenStoreError {
            try tokenStore.delete()
            return .discardedDamagedCredentials
        }
        guard stored != nil else { return .wasNotLoggedIn }
        let outcome: LogoutOutcome
        do {
            try await RemoteStore(client: authenticatedClient).send(LogoutEndpoint().urlRequest(baseURL: baseURL))
            outcome = .loggedOutEverywhere
        } catch AuthenticationError.sessionExpired, RemoteStoreError.unauthorized {
            // The server had already ended this session.
            outcome = .loggedOutEverywhere
        } catch is HTTPClientError {
            outcome = .loggedOutLocallyOnly
        } catch is RemoteStoreError {
            outcome = .loggedOutLocallyOnly
        }
        try tokenStore.delete()
        return outcome
    }
}
