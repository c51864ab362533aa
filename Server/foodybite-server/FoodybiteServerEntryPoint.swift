import FoodybiteServerCommands

@main
extension FoodybiteServerCommand {}
