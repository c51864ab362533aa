import ArgumentParser
import Shared

extension PlacesAPIGeneration: ExpressibleByArgument {}
