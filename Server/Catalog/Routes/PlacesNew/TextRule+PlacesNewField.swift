import ServerJSON

extension TextRule {
    /// Throws Places API (New)'s INVALID_ARGUMENT, naming the field, when `text` breaks the rule.
    func checkField(_ text: String, _ field: String) throws(PlacesNewError) {
        if let violation = violation(in: text) {
            throw .invalidArgument("Invalid '\(field)': it \(violation).")
        }
    }
}
