/// The kinds of OpenStreetMap export the importer reads, told apart by their contents.
public enum OSMDocumentFormat: String, Sendable {
    /// A GeoJSON FeatureCollection (e.g. from overpass-turbo or GDAL/ogr2ogr, every column present,
    /// unused ones null).
    case geoJSON = "GeoJSON FeatureCollection"
    /// Overpass API JSON: `elements` with `lat`/`lon`, and for ways and relations a `center`, a
    /// `geometry`, or their nodes and members with the nodes among the elements (`out body` with `>;`).
    case overpass = "Overpass JSON"
    /// OpenStreetMap's binary format (`.osm.pbf`), as country extracts come: every element of a region,
    /// of which the places to eat are read.
    case pbf = "OSM PBF"
    /// OpenStreetMap's XML (`.osm`), as the OSM website, JOSM and osmium write it.
    case osmXML = "OSM XML"
}
