import Foundation
import SessionFeature

/// Records every call to the Session ports and answers with the queued results.
@MainActor
final class SessionServiceSpy: SignUpService, LoginService, LogoutService {
    enum Message: Equatable {
        case signUp(name: String, email: String, password: String, profileImage: Data?)
        case login(email: String, password: String)
        case logout
    }

    private(set) var messages: [Message] = []
    var signUpResult: Result<Void, any Error> = .success(())
    /// Answered in turn before `signUpResult`, for a sign-up tried again.
    var signUpResults: [Result<Void, any Error>] = []
    var loginResult: Result<User, any Error> = .success(makeUser())
    var logoutResult: Result<LogoutOutcome, any Error> = .success(.loggedOutEverywhere)

    func signUp(name: String, email: String, password: String, profileImage: Data?) async throws {
        messages.append(.signUp(name: name, email: email, password: password, profileImage: profileImage))
        try (signUpResults.isEmpty ? signUpResult : signUpResults.removeFirst()).get()
    }

    func login(email: String, password: String) async throws -> User {
        messages.append(.login(email: email, password: password))
        return try loginResult.get()
    }

    func logout() async throws -> LogoutOutcome {
        messages.append(.logout)
        return try logoutResult.get()
    }
}

/// A `CurrentUserStore` that records what it was told and returns what it holds.
@MainActor
final class CurrentUserStoreSpy: CurrentUserStore {
    enum Message: Equatable {
        case load
        case save(User)
        case clear
    }

    private(set) var messages: [Message] = []
    var stored: User?
    var loadError: (any Error)?

    init(stored: User? = nil) {
        self.stored = stored
    }

    func load() async throws -> User? {
        messages.append(.load)
        if let loadError { throw loadError }
        return stored
    }

    func save(_ user: User) async throws {
        messages.append(.save(user))
        stored = user
    }

    func clear() async throws {
        messages.append(.clear)
        stored = nil
    }
}

func makeUser(name: String = "Ana Lima", email: String = "ana@example.com", profileImage: Data? = nil) -> User {
    User(id: UUID(uuidString: "6F1C9A2E-3B7D-4E8A-9C1F-2A3B4C5D6E7F")!, name: name, email: email, profileImage: profileImage)
}
