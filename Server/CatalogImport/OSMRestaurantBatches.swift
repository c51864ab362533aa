import CatalogDomain

/// An export's restaurants, read, mapped and counted a batch at a time as they are asked for (by
/// `ReadAheadBatches`, which reads them ahead of the destination). Records that cannot be imported, and
/// second records of a restaurant already read, are counted in the summary instead. Place names and
/// streets go to the gazetteer (`OSMGazetteerCollector`), whole once every batch is read.
actor OSMRestaurantBatches: CatalogImportBatches {
    private var records: any OSMRecordReading
    private var mapper: OSMRestaurantMapper
    private let batchSize: Int
    private var seenKeys = Set<String>()
    private(set) var gazetteer = OSMGazetteerCollector()
    /// The outlines of the restaurants drawn as ways (`CatalogOutline`).
    private(set) var outlines: [CatalogOutline] = []
    private(set) var summary: OSMImportSummary

    init(records: any OSMRecordReading, mapper: OSMRestaurantMapper, batchSize: Int) {
        self.records = records
        self.mapper = mapper
        self.batchSize = max(1, batchSize)
        summary = OSMImportSummary(format: records.format)
        summary.timeZoneGuessed = mapper.timeZone == nil
    }

    func next() throws -> [CatalogRestaurant]? {
        var batch: [CatalogRestaurant] = []
        batch.reserveCapacity(batchSize)
        while batch.count < batchSize, let record = try records.nextRecord() {
            if OSMGazetteerCollector.namesAPlace(record.tags, amenities: mapper.amenities) {
                gazetteer.add(record)
                continue
            }
            summary.records += 1
            if let restaurant = restaurant(from: record) {
                batch.append(restaurant)
            }
        }
        return batch.isEmpty ? nil : batch
    }

    private func restaurant(from record: OSMRecord) -> CatalogRestaurant? {
        switch mapper.map(record) {
        case let .failure(skip):
            summary.skipped[skip.reason, default: 0] += 1
            return nil
        case let .success(mapped):
            guard seenKeys.insert(mapped.restaurant.sourceKey).inserted else {
                summary.skipped[.duplicate, default: 0] += 1
                return nil
            }
            gazetteer.addAddress(of: record.tags, at: mapped.restaurant.location)
            if let nodes = record.outline, !nodes.isEmpty {
                outlines.append(CatalogOutline(sourceKey: mapped.restaurant.sourceKey, nodes: nodes))
            }
            summary.timeZones[mapped.restaurant.timeZone, default: 0] += 1
            if let hours = mapped.openingHours {
                summary.withOpeningHours += 1
                if hours.result.hours != nil { summary.withUsableOpeningHours += 1 }
                for note in hours.result.notes {
                    summary.openingHoursNotes[note.kind, default: 0] += 1
                }
            }
            return mapped.restaurant
        }
    }
}
