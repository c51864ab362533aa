import ServerJSON

extension TextRule {
    /// Throws the Foodybite API's 400, naming the field, when `text` breaks the rule.
    package func check(_ text: String, field: String) throws(APIError) {
        if let violation = violation(in: text) {
            throw APIError.badRequest("`\(field)` \(violation).")
        }
    }
}
