import CatalogDomain
import ServerJSON

/// Find Place from text as its query asks for it, validated by Google's rules: `input`, `inputtype`
/// (`textquery`; a `phonenumber` finds nothing here) and `fields`, which are accepted and answered with
/// every field the gazetteer has.
enum FindPlaceRequest: Sendable, Equatable {
    case text(String)
    /// Valid, but for a phone number: the gazetteer holds names only.
    case phoneNumber

    static let inputTypes = ["textquery", "phonenumber"]

    static func parse(_ parameters: PlacesQueryParameters) throws(PlacesRequestError) -> FindPlaceRequest {
        guard let input = parameters["input"], !input.trimmingCharacters(in: .whitespaces).isEmpty else { throw .missing("input") }
        guard input.unicodeScalars.count <= PlacesTextLimits.maximumLength else {
            throw .invalidParameter("input", "it must be at most \(PlacesTextLimits.maximumLength) characters long.")
        }
        try TextRule.singleLine.checkParameter(input, "input")
        guard let inputType = parameters.text("inputtype") else { throw .missing("inputtype") }
        guard inputTypes.contains(inputType) else { throw .invalidParameter("inputtype", "it must be 'textquery' or 'phonenumber'.") }
        return inputType == "textquery" ? .text(input) : .phoneNumber
    }
}
