import ArgumentParser

/// How a picture is drawn: the kitty graphics protocol, iTerm2's inline images, sixels, true-colour
/// Unicode half-blocks (any colour terminal), or not at all.
public enum TerminalGraphics: String, CaseIterable, Sendable, ExpressibleByArgument {
    case kitty, iterm, sixel, blocks, none
}
