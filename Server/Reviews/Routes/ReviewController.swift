import CatalogDomain
import Foundation
import HTTPTypes
import Hummingbird
import ReviewsDomain
import ServerHTTP
import WriteLimits

/// POST /review, GET /review (the caller's reviews) and GET /review/{restaurantID} (everyone's reviews of
/// one restaurant, newest first). Lists come in pages of 100: when there are more, `Foodybite-Next-Page`
/// (and a `Link` with `rel="next"`) says where the next page starts, asked for with `?after=`; clients of
/// the original server, which ignore both, get the first page as before. An author has one review of a restaurant: posting again replaces it.
/// A review of an id in this catalog's own form (`FB…`) that the catalog does not hold is refused with
/// 404: no such restaurant exists anywhere. Ids of other sources (Google's, for clients that take their
/// restaurants from Google) are taken as given; reviews already stored are kept whatever the catalog
/// holds.
package struct ReviewController<Context: ReviewsRequestContext>: Sendable {
    package let reviews: any ReviewRepository
    package let ownReviews: any OwnReviewsReading
    package let writeLimiter: WriteRateLimiter
    package let limits: RequestBodyLimits
    /// Whether the catalog holds a restaurant with this place id.
    package let catalogHolds: @Sendable (String) async throws -> Bool
    package var now: @Sendable () -> Date

    package init(
        reviews: any ReviewRepository, ownReviews: any OwnReviewsReading, writeLimiter: WriteRateLimiter, limits: RequestBodyLimits,
        catalogHolds: @escaping @Sendable (String) async throws -> Bool, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.reviews = reviews
        self.ownReviews = ownReviews
        self.writeLimiter = writeLimiter
        self.limits = limits
        self.catalogHolds = catalogHolds
        self.now = now
    }

    /// `authenticated`: a group behind `AuthenticationMiddleware` (every review route needs a caller);
    /// `tokenVerified`: a group behind `AccessTokenMiddleware`, for GET /review, which checks the caller's
    /// session in the same read as the list.
    package func addRoutes(to authenticated: RouterGroup<Context>, tokenVerified: RouterGroup<Context>) {
        authenticated.post("review", use: postReview)
        tokenVerified.get("review", use: callersReviews)
        authenticated.get("review/{restaurantID}", use: restaurantReviews)
    }

    /// Stores a review by the caller (a body cannot name another author) with its full `createdAt`, within
    /// the write rate limits.
    @Sendable package func postReview(_ request: Request, context: Context) async throws -> Response {
        let caller = try context.requireCaller()
        let body = try await JSONBody.decode(PostReviewRequest.self, from: request, limit: limits.standard)
        try ReviewFieldRules.validate(body, now: now())
        // Before the catalog is asked, so that reviews of made-up restaurants count too.
        try await writeLimiter.admit(.review, account: caller.id, address: context.remoteAddress)
        if PlaceIdentifier.isWellFormedPlaceID(body.restaurantID), try await !catalogHolds(body.restaurantID) {
            throw APIError.notFound("No restaurant has the id \(body.restaurantID).")
        }
        do {
            try await reviews.add(
                NewReview(
                    id: UUID(),
                    authorID: caller.id,
                    restaurantID: body.restaurantID,
                    text: body.text,
                    stars: body.stars,
                    createdAt: body.createdAt
                )
            )
        } catch ReviewRepositoryError.authorNotFound {
            throw APIError.unauthorized("The account of this access token no longer exists.")
        }
        return JSONResponse.empty()
    }

    @Sendable package func callersReviews(_ request: Request, context: Context) async throws -> Response {
        let session = try context.requireTokenSession()
        let cursor = try Self.cursor(in: request)
        guard let page = try await ownReviews.ownReviews(sessionID: session.sessionID, userID: session.userID, after: cursor, at: now()) else {
            throw APIError.sessionEnded
        }
        return Self.response(page, path: request.uri.path)
    }

    @Sendable package func restaurantReviews(_ request: Request, context: Context) async throws -> Response {
        _ = try context.requireCaller()
        let parameter = try context.parameters.require("restaurantID")
        let restaurantID = parameter.removingPercentEncoding ?? parameter
        try ReviewFieldRules.validRestaurantID(restaurantID)
        let cursor = try Self.cursor(in: request)
        let page = try await reviews.reviews(ofRestaurant: restaurantID, after: cursor, limit: ReviewPage.maximumSize)
        var response = Self.response(page, path: request.uri.path)
        // This server's extension: the original server lists only the caller's own reviews here, and says nothing.
        response.headers[Self.reviewsOfHeader] = "every-author"
        return response
    }

    package static var reviewsOfHeader: HTTPField.Name { HTTPField.Name("Foodybite-Reviews-Of")! }
    package static var nextPageHeader: HTTPField.Name { HTTPField.Name("Foodybite-Next-Page")! }

    /// `?after=`: where the page starts; nil for the first page.
    private static func cursor(in request: Request) throws -> ReviewCursor? {
        guard let text = request.uri.queryParameters["after"].map(String.init) else { return nil }
        guard let cursor = ReviewCursor(text: text) else {
            throw APIError.badRequest("The 'after' page token is not valid: give the Foodybite-Next-Page value of the page before.")
        }
        return cursor
    }

    private static func response(_ page: ReviewPage, path: String) -> Response {
        var response = JSONResponse.make(.array(page.reviews.map { ReviewResponse($0).json }))
        if let next = page.next {
            response.headers[nextPageHeader] = next.text
            response.headers[HTTPField.Name("Link")!] = "<\(path)?after=\(next.text)>; rel=\"next\""
        }
        return response
    }
}
