/// Words the demo catalog's restaurants are made of: plausible Lisbon names, hours and reviews.
enum DemoVocabulary {
    struct CuisineStyle {
        let cuisines: [String]
        let prefixes: [String]
        let suffixes: [String]
        /// Whether some are named after their owner ("Tasca do Fernando").
        var namedAfterOwners = false
        let dish: DemoDish
        /// When places of this kind open, as weighted `opening_hours` patterns.
        let hours: [(weight: Int, pattern: String)]
        /// Reviews that speak of this kind's food, good and middling.
        var praise: [(language: String, text: String)] = []
        var complaints: [(language: String, text: String)] = []
    }

    static let styles: [CuisineStyle] = [
        CuisineStyle(cuisines: ["portuguese"],
                     prefixes: ["Tasca", "Taberna", "Casa", "Adega", "O Cantinho", "Restaurante", "Petiscaria", "A Tasquinha", "Casa de Pasto", "Snack-Bar", "Cervejaria"],
                     suffixes: ["do Zé", "da Maria", "do Bairro", "da Esquina", "do Sino", "da Sorte", "do Largo", "Alfacinha", "da Avó",
                                "do Manel", "da Fonte", "dos Amigos", "Lisboeta", "da Vinha", "do Poço", "do Povo", "da Tia Rosa", "do Arco"],
                     namedAfterOwners: true, dish: .grilledFish, hours: tascaHours,
                     praise: [("en", "The bacalhau à brás was the best we had in Portugal."),
                              ("pt", "Bitoque como deve ser e o vinho da casa é ótimo."),
                              ("en", "Grilled sardines, cold vinho verde and a kind owner. Perfect.")],
                     complaints: [("en", "Honest home cooking, but the dish of the day had run out by 1 pm.")]),
        CuisineStyle(cuisines: ["seafood", "portuguese"],
                     prefixes: ["Marisqueira", "O Pescador", "Mar", "Peixaria"],
                     suffixes: ["do Cais", "da Maré", "Azul", "do Tejo", "da Doca", "Atlântico", "do Farol", "das Ondas", "Sete Mares"],
                     dish: .grilledFish, hours: mealHours,
                     praise: [("en", "Huge prawns, perfect clams à Bulhão Pato. Leave room for the steak sandwich."),
                              ("pt", "Marisco fresquíssimo e bem servido.")],
                     complaints: [("en", "The seafood is good but priced by weight, so check before you order.")]),
        CuisineStyle(cuisines: ["regional", "grill"],
                     prefixes: ["Churrasqueira", "Grelhados", "Brasa"],
                     suffixes: ["do Campo", "da Estrada", "Central", "do Mercado", "Alentejana", "Minhota"],
                     namedAfterOwners: true, dish: .grilledFish, hours: tascaHours,
                     praise: [("en", "Piri-piri chicken straight off the charcoal. Cheap and delicious.")],
                     complaints: [("en", "Great chicken, but the chips were soggy.")]),
        CuisineStyle(cuisines: ["italian", "pizza"],
                     prefixes: ["Trattoria", "Osteria", "Pizzeria", "Ristorante"],
                     suffixes: ["Nonna Rosa", "Vesuvio", "da Marco", "Bella Napoli", "Il Forno", "La Piazza", "Toscana", "Sorrento", "Da Gino",
                                "Capri", "Amalfi", "Mamma Mia"],
                     dish: .pizza, hours: casualHours,
                     praise: [("en", "Proper Neapolitan crust, soft and blistered. The burrata is a must.")],
                     complaints: [("en", "The pizza was fine, the pasta less so.")]),
        CuisineStyle(cuisines: ["japanese", "sushi"],
                     prefixes: ["Sushi", "Izakaya", "Yakitori", "Omakase"],
                     suffixes: ["Kaze", "Hana", "Sakura", "Tora", "Yume", "Kumo", "Nori", "Midori", "Umi", "Sora", "Take", "Kaede"],
                     dish: .sushi, hours: mealHours,
                     praise: [("en", "Very fresh fish, and the chef explains every piece.")],
                     complaints: [("en", "Good sushi, but the rice was served cold.")]),
        CuisineStyle(cuisines: ["ramen", "japanese"],
                     prefixes: ["Ramen", "Noodle Bar"],
                     suffixes: ["Ichiban", "Tonkotsu", "Shiro", "Kuro"],
                     dish: .noodleBowl, hours: casualHours,
                     praise: [("en", "Rich broth and perfectly chewy noodles. Worth the queue.")],
                     complaints: [("en", "Tasty, but far too salty for me.")]),
        CuisineStyle(cuisines: ["chinese"],
                     prefixes: ["Jardim", "Casa", "Palácio"],
                     suffixes: ["de Jade", "do Dragão Dourado", "Lótus", "do Bambu", "Dim Sum", "Xangai", "Pequim", "da Seda"],
                     dish: .noodleBowl, hours: mealHours,
                     praise: [("en", "Hand-made dumplings and a Peking duck to share.")],
                     complaints: [("en", "The dim sum was good, the fried rice ordinary.")]),
        CuisineStyle(cuisines: ["indian"],
                     prefixes: ["Taj", "Masala", "Tandoori", "Namaste", "Bombay", "Goa", "Curry"],
                     suffixes: ["Palace", "House", "Kitchen", "Spice", "Garden"],
                     dish: .noodleBowl, hours: mealHours,
                     praise: [("en", "The butter chicken and garlic naan are excellent, and they ask how spicy you like it.")],
                     complaints: [("en", "Good curries, but everything came at once.")]),
        CuisineStyle(cuisines: ["nepalese", "indian"],
                     prefixes: ["Himalaya", "Everest", "Kathmandu"],
                     suffixes: ["Kitchen", "House", "Momo"],
                     dish: .noodleBowl, hours: mealHours,
                     praise: [("en", "Steamed momos with a fiery tomato chutney. Lovely family."),]),
        CuisineStyle(cuisines: ["brazilian"],
                     prefixes: ["Churrascaria", "Boteco", "Rodízio"],
                     suffixes: ["Gaúcho", "Carioca", "do Brasil", "Tropical", "Copacabana", "Mineiro", "Paulista", "da Bahia"],
                     dish: .grilledFish, hours: lateHours,
                     praise: [("pt", "Picanha no ponto e caipirinha caprichada.")],
                     complaints: [("en", "The meat keeps coming, but the sides are an afterthought.")]),
        CuisineStyle(cuisines: ["african", "mozambican"],
                     prefixes: ["Cantina", "Casa", "Sabores de"],
                     suffixes: ["Moçambique", "Cabo Verde", "Maputo", "Mindelo", "Luanda"],
                     dish: .grilledFish, hours: lateHours,
                     praise: [("en", "The cachupa is hearty and the live music on Fridays is a joy.")]),
        CuisineStyle(cuisines: ["french"],
                     prefixes: ["Le Petit", "Chez", "La Brasserie", "Café"],
                     suffixes: ["Bistrot", "Henri", "de Paris", "Lisbonne", "du Coin"],
                     dish: .salad, hours: mealHours,
                     praise: [("en", "A faultless steak frites and a crème brûlée to remember.")]),
        CuisineStyle(cuisines: ["mexican"],
                     prefixes: ["Taquería", "Cantina", "El"],
                     suffixes: ["El Sol", "La Catrina", "Frida", "Oaxaca", "Mariachi"],
                     dish: .salad, hours: casualHours,
                     praise: [("en", "Fresh tortillas, great al pastor tacos and a good mezcal list.")]),
        CuisineStyle(cuisines: ["burger", "american"],
                     prefixes: ["Burger", "Smash", "Grill"],
                     suffixes: ["Lab", "Bar", "Joint", "Co.", "Brothers", "House", "Republic", "Factory"],
                     dish: .pizza, hours: casualHours,
                     praise: [("en", "Juicy smash burgers and crispy fries. Quick, too.")],
                     complaints: [("en", "Decent burger, but the bun fell apart.")]),
        CuisineStyle(cuisines: ["vegetarian", "vegan"],
                     prefixes: ["Verde", "Horta", "Raiz", "Jardim"],
                     suffixes: ["Veggie", "Kitchen", "Bowl", "Natural", "da Terra"],
                     dish: .salad, hours: mealHours,
                     praise: [("en", "Creative plant-based dishes; even the meat-eaters at our table loved it.")],
                     complaints: [("en", "Healthy and fresh, but the portions are small.")]),
        CuisineStyle(cuisines: ["thai"],
                     prefixes: ["Thai", "Bangkok", "Siam", "Phuket"],
                     suffixes: ["Garden", "Kitchen", "Orchid", "Street Food"],
                     dish: .noodleBowl, hours: mealHours,
                     praise: [("en", "The green curry is fragrant and properly spicy.")]),
        CuisineStyle(cuisines: ["lebanese", "middle_eastern"],
                     prefixes: ["Beirute", "Falafel", "Shawarma", "Damasco"],
                     suffixes: ["House", "Grill", "Express", "Mezze"],
                     dish: .salad, hours: casualHours,
                     praise: [("en", "Crisp falafel and the smoothest hummus in town.")]),
        CuisineStyle(cuisines: ["coffee_shop", "breakfast", "pastry"],
                     prefixes: ["Café", "Pastelaria", "Padaria", "Confeitaria"],
                     suffixes: ["Aurora", "Estrela", "Central", "Bela Vista", "Mimo", "Nata", "Canela", "Doce Lar", "Real"],
                     namedAfterOwners: true, dish: .custardTarts, hours: cafeHours,
                     praise: [("en", "The pastéis de nata come out warm all morning. Go early."),
                              ("pt", "Os melhores pastéis de nata do bairro e um café ótimo.")],
                     complaints: [("en", "Good coffee, but the cakes were from the day before.")]),
    ]

    /// `opening_hours` patterns in OSM syntax, read by the same parser imports use (an empty one: no
    /// hours known). The generator varies their noon and 23:00 times a little.
    static let mealHours: [(weight: Int, pattern: String)] = [
        (24, "Tu-Su 12:00-15:00,19:00-23:00"),
        (14, "Mo-Su 12:00-23:00"),
        (10, "Mo-Sa 19:00-24:00; Su off"),
        (8, "Su-Th 12:00-23:00; Fr-Sa 12:00-02:00"),
        (9, ""),
        (5, "Mo-Fr 12:00-15:00,19:30-22:30; Sa 19:30-23:30"),
    ]

    /// Portuguese tascas and grills: lunch and dinner, closed on Sundays; some serve lunch only.
    static let tascaHours: [(weight: Int, pattern: String)] = [
        (30, "Mo-Sa 12:00-15:00,19:00-23:00; Su off"),
        (14, "Tu-Su 12:00-15:00,19:00-23:00"),
        (8, "Mo-Fr 11:30-15:30"),
        (6, "Mo-Sa 08:00-16:00"),
        (9, ""),
    ]

    /// Pizza, burgers, ramen and the like: all day, later at weekends, a few never close.
    static let casualHours: [(weight: Int, pattern: String)] = [
        (24, "Mo-Su 12:00-23:00"),
        (14, "Su-Th 12:00-23:00; Fr-Sa 12:00-02:00"),
        (3, "24/7"),
        (6, "Tu-Su 12:00-15:00,19:00-23:00"),
        (6, ""),
    ]

    /// Botecos and cantinas with music: evenings into the night.
    static let lateHours: [(weight: Int, pattern: String)] = [
        (12, "We-Su 18:00-03:00"),
        (10, "Su-Th 12:00-23:00; Fr-Sa 12:00-02:00"),
        (8, "Tu-Su 12:00-15:00,19:00-23:00"),
        (4, ""),
    ]

    /// Cafés and pastry shops: from breakfast to the afternoon.
    static let cafeHours: [(weight: Int, pattern: String)] = [
        (20, "Mo-Sa 08:00-19:00; Su 08:00-13:00"),
        (14, "Mo-Su 07:30-20:00"),
        (10, "Mo-Fr 07:00-19:00; Sa 08:00-14:00"),
        (9, "Mo-Sa 08:00-16:00"),
        (6, ""),
    ]

    /// Owners' names, for places named after them ("Casa do Fernando").
    static let owners = [
        "do Fernando", "da Rosa", "do Joaquim", "da Lurdes", "do Américo", "da Fátima", "do Vítor", "da Amélia", "do Carlos",
        "da Isabel", "do Toni", "da Graciete", "do Rui", "da Conceição", "do Alfredo", "da Olga", "do Henrique", "da Palmira",
        "do Xico", "da Natércia", "do Mário", "da Celeste", "do Zeca", "da Odete", "do Jorge", "da Teresa", "do Armando",
        "da Ermelinda", "do Luís", "da Gracinda",
    ]

    static let reviewAuthors = [
        "Ana Ribeiro", "João Silva", "Marta Costa", "Pedro Santos", "Inês Ferreira", "Tiago Almeida", "Sofia Martins",
        "Rui Pereira", "Catarina Lopes", "Miguel Sousa", "Emma Wilson", "Lucas Müller", "Chloé Dubois", "Hiroshi Tanaka",
        "Priya Sharma", "Carlos Mendes", "Beatriz Rocha", "Noah Jensen", "Olga Petrova", "A Google User",
    ]

    static let goodReviews: [(language: String, text: String)] = [
        ("en", "Lovely place, friendly staff and the food was excellent. Will come back."),
        ("en", "Best meal of our trip. Book ahead at weekends."),
        ("en", "Great value & generous portions. The house wine is very good."),
        ("pt", "Comida excelente e atendimento muito simpático. Recomendo!"),
        ("pt", "Ambiente acolhedor, pratos bem servidos e preço justo."),
        ("en", "Fresh ingredients and a cosy room. The dessert alone is worth the visit."),
        ("en", ""),
    ]

    static let middlingReviews: [(language: String, text: String)] = [
        ("en", "Decent food but service was slow on a busy evening."),
        ("en", "Good location, average food. Fine for a quick lunch."),
        ("pt", "Razoável. A comida estava boa mas a espera foi longa."),
        ("en", "Nice terrace, portions a bit small for the price."),
        ("en", ""),
    ]

    /// The Portuguese reviews as the demo serves them in translation.
    static let englishTranslations: [String: String] = [
        "Comida excelente e atendimento muito simpático. Recomendo!": "Excellent food and very friendly service. I recommend it!",
        "Ambiente acolhedor, pratos bem servidos e preço justo.": "Cosy atmosphere, generous dishes and a fair price.",
        "Razoável. A comida estava boa mas a espera foi longa.": "Reasonable. The food was good but the wait was long.",
        "Não gostei. Demoraram muito e a comida chegou fria.": "I didn't like it. They took ages and the food arrived cold.",
        "Bitoque como deve ser e o vinho da casa é ótimo.": "A steak as it should be, and the house wine is great.",
        "Marisco fresquíssimo e bem servido.": "Very fresh seafood, and plenty of it.",
        "Picanha no ponto e caipirinha caprichada.": "Picanha cooked just right and a generous caipirinha.",
        "Os melhores pastéis de nata do bairro e um café ótimo.": "The best custard tarts in the neighbourhood, and great coffee.",
    ]

    static let poorReviews: [(language: String, text: String)] = [
        ("en", "Disappointing. The fish was overcooked and the bill had a mistake."),
        ("pt", "Não gostei. Demoraram muito e a comida chegou fria."),
        ("en", "Too noisy and overpriced for what you get."),
    ]
}
