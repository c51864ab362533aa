import Core
import PreferencesFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class PreferencesInteractiveFlowTests: XCTestCase {
    func test_edit_asksForEachValueKeepingWhatIsLeftEmpty() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["abc", "2500", ""]))
        let store = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())
        let builder = PreferencesModuleBuilder(loader: store, saver: store, console: terminal.console)

        try await builder.buildModule(for: .edit).start()

        let saved = try await store.load()
        XCTAssertEqual(saved, UserPreferences(radius: 2_500, minimumRating: 0))
        XCTAssertTrue(terminal.errors.text.contains("Type a whole number from 1 to 50000."))
    }

    func test_edit_quitsTheInteractiveFlowOnQWithoutSaving() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["2500", "q"]))
        let store = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())
        let builder = PreferencesModuleBuilder(loader: store, saver: store, console: terminal.console)
        let sut = try builder.buildModule(for: .edit)

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        let saved = try await store.load()
        XCTAssertEqual(saved, UserPreferences(radius: 10_000, minimumRating: 0))
    }
}
