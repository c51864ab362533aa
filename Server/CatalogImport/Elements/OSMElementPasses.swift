/// An OSM file whose elements can be read in passes, each handing every element to a handler (see
/// `OSMOutlines`): a PBF file, or OSM XML.
protocol OSMElementPasses {
    func pass(with handler: inout some OSMElementHandler, filter: OSMPlaceFilter) throws(OSMImportError)
}
