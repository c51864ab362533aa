import Accounts
import AccountsDomain
import Foundation
import Reviews

extension FoodybiteRequestContext: ReviewsRequestContext {
    package func requireTokenSession() throws -> (sessionID: UUID, userID: UUID) {
        let token = try requireAccessToken()
        return (token.sessionID, token.userID)
    }
}
