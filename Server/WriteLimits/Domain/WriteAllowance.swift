/// One allowance a write draws on: the writes of one kind by one account, or from one address, under a rule.
package struct WriteAllowance: Sendable, Equatable {
    /// For example `review account 5F0C…` or `signup address 203.0.113.7`.
    package let key: String
    package let rule: WriteRateRule
}
