/// What a demo restaurant's first photo shows, after its kind of food.
enum DemoDish: CaseIterable, Sendable {
    case pizza, salad, noodleBowl, sushi, custardTarts, grilledFish
}
