/// Where `reviews add` takes the text from.
public enum ReviewTextSource: Sendable, Equatable {
    /// `--text`.
    case flag(String)
    /// An editor on a terminal, else stdin until its end.
    case editorOrStandardInput
    /// One line typed at a prompt (the interactive flow).
    case prompt
}
