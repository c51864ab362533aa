import ArgumentParser

extension PlacesAPIGeneration: ExpressibleByArgument {}
