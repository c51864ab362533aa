/// The one table of what people eat: OpenStreetMap's cuisine values, Google's restaurant types and the
/// words a person types for them. The client turns a typed word into Google's type; the server turns a
/// type or a word into the cuisine its catalog stores.
public enum FoodVocabulary {
    public static let cuisines: [Cuisine] = [
        Cuisine(osm: ["pizza"], google: "pizza_restaurant", words: ["pizza", "pizzas", "pizzeria", "pizzerias", "pizzaria", "pizzarias"]),
        Cuisine(osm: ["italian"], google: "italian_restaurant", words: ["italian", "italiano", "italiana", "trattoria", "pasta"]),
        Cuisine(osm: ["sushi"], google: "sushi_restaurant", words: ["sushi"]),
        Cuisine(osm: ["japanese"], google: "japanese_restaurant", words: ["japanese", "japones", "japonesa"]),
        Cuisine(osm: ["ramen"], google: "ramen_restaurant", words: ["ramen"]),
        Cuisine(osm: ["chinese"], google: "chinese_restaurant", words: ["chinese", "chines", "chinesa"]),
        Cuisine(osm: ["korean"], google: "korean_restaurant", words: ["korean", "coreano", "coreana"]),
        Cuisine(osm: ["thai"], google: "thai_restaurant", words: ["thai", "tailandes", "tailandesa"]),
        Cuisine(osm: ["vietnamese"], google: "vietnamese_restaurant", words: ["vietnamese", "vietnamita"]),
        Cuisine(osm: ["indonesian"], google: "indonesian_restaurant", words: ["indonesian", "indonesio", "indonesia"]),
        Cuisine(osm: ["indian"], google: "indian_restaurant", words: ["indian", "indiano", "indiana", "curry"]),
        Cuisine(osm: ["mexican"], google: "mexican_restaurant", words: ["mexican", "mexicano", "mexicana", "taco", "tacos"]),
        Cuisine(osm: ["brazilian"], google: "brazilian_restaurant", words: ["brazilian", "brasileiro", "brasileira"]),
        Cuisine(osm: ["american"], google: "american_restaurant", words: ["american", "americano", "americana"]),
        Cuisine(osm: ["burger"], google: "hamburger_restaurant", words: ["burger", "burgers", "hamburger", "hamburgers", "hamburguer", "hamburgueres"]),
        Cuisine(osm: ["barbecue"], google: "barbecue_restaurant", words: ["barbecue", "bbq"]),
        Cuisine(osm: ["steak_house"], google: "steak_house", words: ["steak", "steakhouse", "churrasco", "churrascaria", "churrasqueira"]),
        Cuisine(osm: ["seafood"], google: "seafood_restaurant", words: ["seafood", "marisco", "mariscos", "marisqueira"]),
        Cuisine(osm: ["french"], google: "french_restaurant", words: ["french", "frances", "francesa", "bistro"]),
        Cuisine(osm: ["spanish"], google: "spanish_restaurant", words: ["spanish", "espanhol", "espanhola", "tapas"]),
        Cuisine(osm: ["greek"], google: "greek_restaurant", words: ["greek", "grego", "grega"]),
        Cuisine(osm: ["turkish"], google: "turkish_restaurant", words: ["turkish", "turco", "turca"]),
        Cuisine(osm: ["kebab"], google: nil, words: ["kebab", "kebabs", "doner"]),
        Cuisine(osm: ["lebanese"], google: "lebanese_restaurant", words: ["lebanese", "libanes", "libanesa"]),
        Cuisine(osm: ["middle_eastern"], google: "middle_eastern_restaurant", words: ["falafel", "shawarma"]),
        Cuisine(osm: ["mediterranean"], google: "mediterranean_restaurant", words: ["mediterranean", "mediterraneo", "mediterranea"]),
        Cuisine(osm: ["vegan"], google: "vegan_restaurant", words: ["vegan", "vegano", "vegana", "veganos", "veganas"]),
        Cuisine(osm: ["vegetarian"], google: "vegetarian_restaurant", words: ["vegetarian", "vegetariano", "vegetariana", "veggie"]),
        Cuisine(osm: ["breakfast"], google: "breakfast_restaurant", words: ["breakfast"]),
        Cuisine(osm: ["brunch"], google: "brunch_restaurant", words: ["brunch"]),
        Cuisine(osm: ["sandwich"], google: "sandwich_shop", words: ["sandwich", "sandwiches", "sandes", "bifana", "bifanas"]),
        Cuisine(osm: ["portuguese"], google: nil, words: ["portuguese", "portugues", "portuguesa"]),
        Cuisine(osm: ["afghan", "afghani"], google: "afghani_restaurant", words: ["afghan", "afghani", "afegao", "afega"]),
        Cuisine(osm: ["african"], google: "african_restaurant", words: ["african", "africano", "africana"]),
        Cuisine(osm: ["asian"], google: "asian_restaurant", words: ["asian", "asiatico", "asiatica"]),
        Cuisine(osm: ["ice_cream"], google: "ice_cream_shop", words: ["gelado", "gelados", "gelataria", "gelato", "icecream"]),
    ]

    /// Words that ask for any place to eat rather than name one (folded as search words): a search
    /// leaves them out, as it does when a typo is corrected into one (`restaurnt`).
    public static let wordsForAnyPlaceToEat: Set<String> = ["restaurant", "restaurants", "restaurante", "restaurantes", "food", "eatery", "eateries"]

    private static let byWord: [String: Cuisine] = Dictionary(
        cuisines.flatMap { cuisine in (cuisine.words + cuisine.osmValues).map { ($0, cuisine) } }, uniquingKeysWith: { first, _ in first }
    )
    private static let byGoogleType: [String: Cuisine] = Dictionary(
        cuisines.compactMap { cuisine in cuisine.googleType.map { ($0, cuisine) } }, uniquingKeysWith: { first, _ in first }
    )

    /// The cuisine a word names (`pizzeria`, `vegano`, `sushi`), the word folded to lower case without
    /// accents as a search folds it.
    public static func cuisine(named word: String) -> Cuisine? {
        byWord[word]
    }

    /// `text` as the table's words are written: lower case, without accents.
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The words of `text` as `cuisine(named:)` looks them up: folded, split at anything but letters and digits.
    public static func words(in text: String) -> [String] {
        folded(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The cuisine of a Places API (New) restaurant type (`hamburger_restaurant` → burger).
    public static func cuisine(ofGoogleType type: String) -> Cuisine? {
        byGoogleType[type]
    }

    /// Every word the table knows, for correcting a misspelt one.
    public static var knownWords: Dictionary<String, Cuisine>.Keys { byWord.keys }
}
