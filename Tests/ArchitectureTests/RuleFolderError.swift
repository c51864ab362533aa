/// A folder a rule checks is missing or holds no Swift file: the rule would pass with nothing to check.
struct RuleFolderError: Error, Equatable, CustomStringConvertible {
    let folder: String

    var description: String {
        "\(folder) is missing or holds no Swift file, so the rule naming it would check nothing (renamed? update the rule)"
    }
}
