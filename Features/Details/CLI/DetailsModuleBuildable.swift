import SharedCLI
import Shared

@MainActor
public protocol DetailsModuleBuildable: ModuleBuildable {
    /// With `navigation` and a terminal, the page stays open: a person may write a review from it.
    func buildModule(restaurantID: String, navigation: DetailsNavigation?) throws -> Module<Void>
    func buildPhotoModule(reference: String, output: String, maxWidth: Int) throws -> Module<Void>
    /// The page, then its photos drawn in the terminal (`graphics`, or the terminal's own when nil).
    func buildPhotosModule(restaurantID: String, graphics: TerminalGraphics?) throws -> Module<Void>
    /// Opens one of the restaurant's links, or prints it where nothing can open it.
    func buildOpenModule(restaurantID: String, link: RestaurantLinkKind) throws -> Module<Void>
}

extension DetailsModuleBuildable {
    public func buildModule(restaurantID: String) throws -> Module<Void> {
        try buildModule(restaurantID: restaurantID, navigation: nil)
    }
}
