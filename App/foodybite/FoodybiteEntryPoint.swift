import FoodybiteApp
import Foundation

@main
enum FoodybiteEntryPoint {
    static func main() async {
        exit(await FoodybiteMain.run())
    }
}
