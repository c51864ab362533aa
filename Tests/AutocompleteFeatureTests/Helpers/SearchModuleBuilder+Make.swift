import AutocompleteFeature
import Shared
import SharedCLI
import TestSupport

/// A search module builder over the terminal's console, the given service, and stubs for the location
/// and the preferred radius.
@MainActor
func makeSearchModuleBuilder(terminal: TestConsole, service: SearchViewModelTests.ServiceSpy) -> SearchModuleBuilder {
    SearchModuleBuilder(
        service: service,
        locationProvider: SearchViewModelTests.LocationStub(),
        radiusProvider: SearchViewModelTests.RadiusStub(),
        console: terminal.console
    )
}
