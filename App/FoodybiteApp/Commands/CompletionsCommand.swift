import ArgumentParser

/// `foodybite completions SHELL`: the script that completes Foodybite's subcommands and options as you
/// type, written by ArgumentParser from the commands themselves.
struct CompletionsCommand: ParsableCommand {
    enum Shell: String, CaseIterable, ExpressibleByArgument {
        case bash, zsh, fish

        var completionShell: CompletionShell {
            switch self {
            case .bash: .bash
            case .zsh: .zsh
            case .fish: .fish
            }
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print a script that completes foodybite's commands and options in your shell.",
        discussion: """
        bash: add `source <(foodybite completions bash)` to ~/.bashrc. \
        zsh: `foodybite completions zsh > ~/.zfunc/_foodybite`, with ~/.zfunc on $fpath before compinit. \
        fish: `foodybite completions fish > ~/.config/fish/completions/foodybite.fish`.
        """
    )

    @Argument(help: ArgumentHelp("bash, zsh or fish.", valueName: "shell"))
    var shell: Shell

    func run() throws {
        print(FoodybiteCommand.completionScript(for: shell.completionShell), terminator: "")
    }
}
