import CatalogDomain
import DemoCatalog
import Foundation

/// A country's streets for place-name lookups: one per ten restaurants, named as Portuguese streets
/// are (a kind, a person or a place, sometimes a number), spread over the catalog's area.
struct GeneratedGazetteer {
    let entries: [GazetteerEntry]

    private static let kinds = ["Rua", "Avenida", "Travessa", "Largo", "Praça", "Calçada", "Beco", "Estrada", "Alameda", "Escadinhas"]
    private static let givenNames = [
        "Augusta", "António", "José", "Maria", "Luís", "Carlos", "Fernando", "Teresa", "Isabel", "Afonso", "Henrique", "Amélia",
        "Vasco", "Pedro", "Inês", "Camões", "Garrett", "Almada", "Bocage", "Eça",
    ]
    private static let surnames = [
        "da Silva", "dos Santos", "Ferreira", "Pereira", "de Sousa", "Gomes", "Lopes", "Marques", "Mendes", "Ribeiro", "Carvalho",
        "Rodrigues", "Martins", "Nunes", "Almeida", "Pinto", "Cardoso", "Teixeira", "Moreira", "Correia",
    ]

    init(count: Int, center: GeoPoint, spread: Double, seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        entries = (0..<count).map { index in
            let number = random.chance(0.3) ? " \(random.int(in: 1...40))" : ""
            let name = "\(random.pick(Self.kinds)) \(random.pick(Self.givenNames)) \(random.pick(Self.surnames))\(number)"
            let distance = spread * random.unit().squareRoot(), angle = random.unit() * 2 * Double.pi
            let location = GeoPoint(
                latitude: center.latitude + distance * cos(angle) / 111_195,
                longitude: center.longitude + distance * sin(angle) / (111_195 * cos(center.latitude * Double.pi / 180))
            )
            return GazetteerEntry(key: "street:benchmark-\(index)", kind: .street, name: name, location: location, area: "Lisboa")
        }
    }

    /// What someone types to find one of the streets: its name's last two or three words (most of a
    /// name, shared by a few streets), or the whole of it.
    func lookup(_ random: inout SeededRandomNumberGenerator) -> String {
        let words = entries[random.int(below: entries.count)].name.split(separator: " ")
        return words.suffix(random.chance(0.5) ? words.count : min(words.count, 2 + random.int(below: 2))).joined(separator: " ")
    }
}
