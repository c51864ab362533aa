/// Lets a person write text in their editor.
public protocol ReviewTextEditing: Sendable {
    /// The text saved in the editor, without comment lines; throws if the editor fails.
    func editText(template: String) throws -> String
}
