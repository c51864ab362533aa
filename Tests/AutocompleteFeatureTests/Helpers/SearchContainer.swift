import AutocompleteFeature
import Shared
import SharedCLI
import TestSupport

/// The container a search module is built from: the terminal's console, the given service, and stubs
/// for the location and the preferred radius.
@MainActor
func makeSearchContainer(terminal: TestConsole, service: SearchViewModelTests.ServiceSpy) -> DependencyManager {
    let container = DependencyManager()
    container.register(Console.self) { _ in terminal.console }
    container.register((any AutocompleteRestaurantsService).self) { _ in service }
    container.register((any CurrentLocationProviding).self) { _ in SearchViewModelTests.LocationStub() }
    container.register((any SearchRadiusProviding).self) { _ in SearchViewModelTests.RadiusStub() }
    return container
}
