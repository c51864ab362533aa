/// Words the demo catalog's restaurants are made of: plausible Lisbon names, streets and reviews.
enum DemoVocabulary {
    struct CuisineStyle {
        let cuisines: [String]
        /// Relative frequency.
        let weight: Int
        let prefixes: [String]
        let suffixes: [String]
        let dish: DemoPhotoPainter.Dish
    }

    static let styles: [CuisineStyle] = [
        CuisineStyle(cuisines: ["portuguese"], weight: 30,
                     prefixes: ["Tasca", "Taberna", "Casa", "Adega", "O Cantinho", "Restaurante", "Petiscaria", "A Tasquinha"],
                     suffixes: ["do Zé", "da Maria", "do Bairro", "da Esquina", "do Chiado", "da Sé", "do Largo", "Alfacinha", "da Avó",
                                "do Manel", "da Graça", "dos Amigos", "Lisboeta", "da Ribeira", "do Castelo", "do Povo", "da Tia Rosa", "do Arco"],
                     dish: .grilledFish),
        CuisineStyle(cuisines: ["seafood", "portuguese"], weight: 8,
                     prefixes: ["Marisqueira", "Cervejaria", "O Pescador", "Mar"],
                     suffixes: ["do Cais", "da Ribeira", "Azul", "do Tejo", "da Doca", "Atlântico", "do Farol"],
                     dish: .grilledFish),
        CuisineStyle(cuisines: ["regional", "grill"], weight: 6,
                     prefixes: ["Churrasqueira", "Grelhados", "Brasa"],
                     suffixes: ["do Campo", "da Estrada", "Central", "do Mercado", "Alentejana", "Minhota"],
                     dish: .grilledFish),
        CuisineStyle(cuisines: ["italian", "pizza"], weight: 10,
                     prefixes: ["Trattoria", "Osteria", "Pizzeria", "Ristorante"],
                     suffixes: ["Nonna Rosa", "Vesuvio", "da Marco", "Bella Napoli", "Il Forno", "La Piazza", "Toscana", "Sorrento", "Da Gino"],
                     dish: .pizza),
        CuisineStyle(cuisines: ["japanese", "sushi"], weight: 7,
                     prefixes: ["Sushi", "Izakaya", "Yakitori", "Omakase"],
                     suffixes: ["Kaze", "Hana", "Sakura", "Tora", "Yume", "Kumo", "Nori", "Midori"],
                     dish: .sushi),
        CuisineStyle(cuisines: ["ramen", "japanese"], weight: 3,
                     prefixes: ["Ramen", "Noodle Bar"],
                     suffixes: ["Ichiban", "Tonkotsu", "Shiro", "Kuro"],
                     dish: .noodleBowl),
        CuisineStyle(cuisines: ["chinese"], weight: 5,
                     prefixes: ["Jardim", "Casa", "Palácio"],
                     suffixes: ["de Jade", "do Dragão Dourado", "Lótus", "do Bambu", "Dim Sum", "Xangai"],
                     dish: .noodleBowl),
        CuisineStyle(cuisines: ["indian"], weight: 6,
                     prefixes: ["Taj", "Masala", "Tandoori", "Namaste", "Bombay", "Goa"],
                     suffixes: ["Palace", "House", "Kitchen", "Spice", "Garden"],
                     dish: .noodleBowl),
        CuisineStyle(cuisines: ["nepalese", "indian"], weight: 3,
                     prefixes: ["Himalaya", "Everest", "Kathmandu"],
                     suffixes: ["Kitchen", "House", "Momo"],
                     dish: .noodleBowl),
        CuisineStyle(cuisines: ["brazilian"], weight: 5,
                     prefixes: ["Churrascaria", "Boteco", "Rodízio"],
                     suffixes: ["Gaúcho", "Carioca", "do Brasil", "Tropical", "Copacabana", "Mineiro"],
                     dish: .grilledFish),
        CuisineStyle(cuisines: ["african", "mozambican"], weight: 3,
                     prefixes: ["Cantina", "Casa", "Sabores de"],
                     suffixes: ["Moçambique", "Cabo Verde", "Maputo", "Mindelo", "Luanda"],
                     dish: .grilledFish),
        CuisineStyle(cuisines: ["french"], weight: 3,
                     prefixes: ["Le Petit", "Chez", "La Brasserie", "Café"],
                     suffixes: ["Bistrot", "Henri", "de Paris", "Lisbonne", "du Coin"],
                     dish: .salad),
        CuisineStyle(cuisines: ["mexican"], weight: 3,
                     prefixes: ["Taquería", "Cantina", "El"],
                     suffixes: ["El Sol", "La Catrina", "Frida", "Oaxaca", "Mariachi"],
                     dish: .salad),
        CuisineStyle(cuisines: ["burger", "american"], weight: 5,
                     prefixes: ["Burger", "Smash", "Grill"],
                     suffixes: ["Lab", "Bar", "Joint", "Co.", "Brothers", "House"],
                     dish: .pizza),
        CuisineStyle(cuisines: ["vegetarian", "vegan"], weight: 5,
                     prefixes: ["Verde", "Horta", "Raiz", "Jardim"],
                     suffixes: ["Veggie", "Kitchen", "Bowl", "Natural", "da Terra"],
                     dish: .salad),
        CuisineStyle(cuisines: ["thai"], weight: 3,
                     prefixes: ["Thai", "Bangkok", "Siam", "Phuket"],
                     suffixes: ["Garden", "Kitchen", "Orchid", "Street Food"],
                     dish: .noodleBowl),
        CuisineStyle(cuisines: ["lebanese", "middle_eastern"], weight: 3,
                     prefixes: ["Beirute", "Falafel", "Shawarma", "Damasco"],
                     suffixes: ["House", "Grill", "Express", "Mezze"],
                     dish: .salad),
        CuisineStyle(cuisines: ["coffee_shop", "breakfast", "pastry"], weight: 6,
                     prefixes: ["Café", "Pastelaria", "Padaria"],
                     suffixes: ["Aurora", "Estrela", "Central", "Bela Vista", "Mimo", "Nata"],
                     dish: .custardTarts),
    ]

    /// Owners' names, for places named after them ("Casa do Fernando").
    static let owners = [
        "do Fernando", "da Rosa", "do Joaquim", "da Lurdes", "do Américo", "da Fátima", "do Vítor", "da Amélia", "do Carlos",
        "da Isabel", "do Toni", "da Graciete", "do Rui", "da Conceição", "do Alfredo", "da Olga", "do Henrique", "da Palmira",
        "do Xico", "da Natércia", "do Mário", "da Celeste", "do Zeca", "da Odete",
    ]

    /// Lisbon neighbourhoods, for branches ("Pizzeria Vesuvio Chiado").
    static let neighbourhoods = [
        "Baixa", "Chiado", "Alfama", "Bairro Alto", "Mouraria", "Graça", "Príncipe Real", "Campo de Ourique", "Estrela",
        "Alcântara", "Belém", "Avenidas Novas", "Arroios", "Campo Pequeno", "Parque das Nações", "Alvalade", "Santos",
        "Cais do Sodré", "Lapa", "Benfica", "Intendente", "Anjos", "Saldanha", "Marvila",
    ]

    static let streets = [
        "Rua Augusta", "Rua da Prata", "Rua do Ouro", "Rua dos Fanqueiros", "Rua Garrett", "Rua da Rosa", "Rua do Norte",
        "Travessa do Carvalho", "Largo do Carmo", "Calçada do Combro", "Rua de São Bento", "Avenida da Liberdade",
        "Rua das Flores", "Rua do Alecrim", "Rua de São Paulo", "Rua dos Remédios", "Rua de São Tomé", "Rua da Madalena",
        "Rua dos Correeiros", "Rua Nova do Carvalho", "Avenida Almirante Reis", "Rua Morais Soares", "Rua Ferreira Borges",
        "Rua de Belém", "Rua da Junqueira", "Avenida de Roma", "Rua Dom Pedro V", "Rua da Escola Politécnica",
        "Rua de Campo de Ourique", "Avenida Guerra Junqueiro", "Rua do Poço dos Negros", "Rua da Graça", "Largo do Intendente",
        "Rua dos Bacalhoeiros", "Avenida 24 de Julho", "Rua Cais do Tojo", "Calçada de Santana", "Rua do Benformoso",
    ]

    /// `opening_hours` patterns in OSM syntax, read by the same parser imports use (an empty one: no
    /// hours known). The generator varies their noon and 23:00 times a little.
    static let hourPatterns: [(weight: Int, pattern: String)] = [
        (24, "Tu-Su 12:00-15:00,19:00-23:00"),
        (14, "Mo-Su 12:00-23:00"),
        (10, "Mo-Sa 19:00-24:00; Su off"),
        (14, "Su-Th 12:00-23:00; Fr-Sa 12:00-02:00"),
        (9, "Mo-Sa 08:00-16:00"),
        (3, "24/7"),
        (9, ""),
        (7, "We-Su 18:00-03:00"),
        (5, "Mo-Fr 11:30-15:30"),
        (5, "Mo-Fr 12:00-15:00,19:30-22:30; Sa 19:30-23:30"),
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
    ]

    static let poorReviews: [(language: String, text: String)] = [
        ("en", "Disappointing. The fish was overcooked and the bill had a mistake."),
        ("pt", "Não gostei. Demoraram muito e a comida chegou fria."),
        ("en", "Too noisy and overpriced for what you get."),
    ]
}
