import Core
import Foundation

/// Account changes over the Foodybite API, signed with the session's token.
public struct RemoteAccountService: AccountService, ChangePasswordService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let tokenStore: any TokenStore
    private let hasher = SHA512PasswordHasher()

    /// `client` signs requests with the session's access token.
    public init(client: any HTTPClient, baseURL: URL, tokenStore: any TokenStore) {
        self.client = client
        self.baseURL = baseURL
        self.tokenStore = tokenStore
    }

    public func updateAccount(name: String, email: String, profileImage: Data?) async throws -> Account {
        let endpoint = AccountEndpoint.post(.init(name: name, email: email, profileImage: profileImage))
        do {
            return try await RemoteStore(client: client).get(RemoteAccount.self, for: endpoint.urlRequest(baseURL: baseURL)).model
        } catch let RemoteStoreError.rejected(status, reason) where status == 409 {
            throw AccountError.emailAlreadyRegistered(reason: reason)
        } catch RemoteStoreError.rejected(413, _) where profileImage != nil {
            // The original server takes at most 16 KiB: the image, base64 in the JSON, is what does not fit.
            throw AccountError.profileImageTooLarge(bytes: profileImage?.count ?? 0)
        }
    }

    public func deleteAccount() async throws {
        try await RemoteStore(client: client).send(AccountEndpoint.delete.urlRequest(baseURL: baseURL))
        try tokenStore.delete()
    }

    /// Our server says it logged the other sessions out (`Foodybite-Other-Sessions: logged-out`); the
    /// original server keeps them and says nothing.
    public func changePassword(currentPassword: String, newPassword: String) async throws -> OtherSessions {
        let endpoint = ChangePasswordEndpoint(requestBody: .init(currentPassword: hasher.hash(currentPassword), newPassword: hasher.hash(newPassword)))
        do {
            let headers = try await RemoteStore(client: client).sendReadingHeaders(endpoint.urlRequest(baseURL: baseURL))
            return headers["foodybite-other-sessions"] == "logged-out" ? .loggedOut : .kept
        } catch let RemoteStoreError.rejected(status, _) where status == 403 {
            throw AccountError.wrongCurrentPassword
        }
    }
}
