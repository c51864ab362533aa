/// What a demo restaurant's first photo shows, after its kind of food.
package enum DemoDish: CaseIterable, Sendable {
    case pizza, salad, noodleBowl, sushi, custardTarts, grilledFish
}
