/// A picture ready for the terminal. Only `TerminalPictureRenderer` makes one, so the escape sequences
/// it holds (kitty's, iTerm2's, sixels) are the renderer's own: the console lets them through its gate
/// to the terminal, and nothing a server sent can pose as one.
public struct TerminalPicture: Sendable, Equatable {
    public let text: String
    public let graphics: TerminalGraphics

    init(text: String, graphics: TerminalGraphics) {
        self.text = text
        self.graphics = graphics
    }
}
