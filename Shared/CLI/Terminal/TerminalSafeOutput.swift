/// The console's last gate: whatever a view, a prompt or an error message writes passes through
/// `TerminalText` on its way out, so text a server chose can never drive the terminal, even where a view
/// forgot to clean a field. The console's own styling passes where styling is on.
struct TerminalSafeOutput: TextOutput {
    let destination: any TextOutput
    let keepsStyling: Bool

    func write(_ text: String) {
        destination.write(TerminalText.output(text, keepsStyling: keepsStyling))
    }
}
