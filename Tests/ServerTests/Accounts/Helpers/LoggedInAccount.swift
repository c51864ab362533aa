/// A signed-up user with the answer of their login.
struct LoggedInAccount {
    let account: TestAccount
    let id: String
    let accessToken: String
    let refreshToken: String
}
