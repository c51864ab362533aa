import Foundation

/// How many writes of each kind one account and one client address may make. A write must fit both of
/// its allowances; a refused write is answered 429 with `Retry-After` and does not count, so a flooding
/// account cannot use up its address's allowance for the other accounts behind the same address.
/// A nil rule does not limit.
public struct WriteRateLimitPolicy: Sendable, Equatable {
    public var reviewsPerAccount: WriteRateRule?
    public var reviewsPerAddress: WriteRateRule?
    /// Signups have no account yet. Each one costs a bcrypt hash, and its 409 tells whether an email is
    /// registered: this bounds both.
    public var signupsPerAddress: WriteRateRule?
    public var accountChangesPerAccount: WriteRateRule?
    public var accountChangesPerAddress: WriteRateRule?

    public init(
        reviewsPerAccount: WriteRateRule?,
        reviewsPerAddress: WriteRateRule?,
        signupsPerAddress: WriteRateRule?,
        accountChangesPerAccount: WriteRateRule?,
        accountChangesPerAddress: WriteRateRule?
    ) {
        self.reviewsPerAccount = reviewsPerAccount
        self.reviewsPerAddress = reviewsPerAddress
        self.signupsPerAddress = signupsPerAddress
        self.accountChangesPerAccount = accountChangesPerAccount
        self.accountChangesPerAddress = accountChangesPerAddress
    }

    /// 60 reviews an hour per account and 600 per address; 20 signups an hour per address; 30 account
    /// changes an hour per account and 120 per address.
    public static let standard = WriteRateLimitPolicy(
        reviewsPerAccount: .perHour(60),
        reviewsPerAddress: .perHour(600),
        signupsPerAddress: .perHour(20),
        accountChangesPerAccount: .perHour(30),
        accountChangesPerAddress: .perHour(120)
    )

    /// No write is limited (a server only its operator uses, a benchmark).
    public static let unlimited = WriteRateLimitPolicy(
        reviewsPerAccount: nil, reviewsPerAddress: nil, signupsPerAddress: nil,
        accountChangesPerAccount: nil, accountChangesPerAddress: nil
    )

    package func rules(for kind: WriteKind) -> (perAccount: WriteRateRule?, perAddress: WriteRateRule?) {
        switch kind {
        case .review: (reviewsPerAccount, reviewsPerAddress)
        case .signup: (nil, signupsPerAddress)
        case .accountChange: (accountChangesPerAccount, accountChangesPerAddress)
        }
    }
}
