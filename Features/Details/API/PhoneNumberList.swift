/// A phone field as Places services serve it: one number, or several separated by `;` (our server
/// keeps every number of an OpenStreetMap `phone` tag that way).
enum PhoneNumberList {
    static func numbers(in text: String?) -> [String] {
        (text ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
