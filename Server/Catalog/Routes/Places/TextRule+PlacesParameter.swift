import ServerJSON

extension TextRule {
    /// Throws the legacy Places API's INVALID_REQUEST, naming the parameter, when `text` breaks the rule.
    func checkParameter(_ text: String, _ parameter: String) throws(PlacesRequestError) {
        if let violation = violation(in: text) {
            throw .invalidParameter(parameter, "it \(violation).")
        }
    }
}
