import CatalogSQLite
import FoodybiteServer
import Foundation
import GRDB

/// Each kind of question asked of the catalog (the code the routes run) and of the raw SQL baseline,
/// alternately on the same file, with both latencies and whether their answers agree.
struct QueryComparison {
    /// Questions asked of one side before the same ones are asked of the other. One at a time, a raw
    /// autocomplete (every match of a prefix in the catalog, tens of megabytes read) emptied the
    /// processor's caches before each of the catalog's answers, which then measured the eviction more
    /// than the search. In blocks, each side answers a stream of questions as a server would (after
    /// one untimed question of the same kind, so that no timed one directly follows the other side's),
    /// the sides take turns going first, and the machine's other load still falls on both alike.
    static let blockSize = 10

    struct Row {
        let label: String
        let raw: LatencyStatistics
        let ours: LatencyStatistics
        /// The in-memory k-d tree's, for the kinds it answers.
        let floor: LatencyStatistics?
        let rawPlan: String?
        let meanResults: Double
        let mismatches: [String]
    }

    let catalog: SQLiteRestaurantCatalog
    /// The pool the catalog reads through.
    let pool: DatabasePool
    let baseline: RawSQLBaseline
    let floor: KDTreeFloor
    /// Queries of each kind at most.
    let queries: Int
    /// Time after which a kind stops (the raw nearest-first statement sorts the whole area at 1 M).
    let timeBudget: Duration
    let now: Date

    /// Every kind (or those whose label contains `only`), each with questions of its own, so that a kind
    /// is asked the same ones whichever others run.
    func run(_ workload: ComparisonWorkload, only: String? = nil) async throws -> [Row] {
        var rows: [Row] = []
        for (index, kind) in ComparisonWorkload.kinds.enumerated() where only.map(kind.label.contains) ?? true {
            var questions = workload.forKind(at: index)
            rows.append(try await measure(kind, &questions))
        }
        return rows
    }

    private func measure(_ kind: ComparisonWorkload.Kind, _ workload: inout ComparisonWorkload) async throws -> Row {
        let clock = ContinuousClock()
        var warmUp: [ComparisonWorkload.Question] = []
        for _ in 0..<20 { warmUp.append(kind.make(&workload)) }
        let plan = try choosePlan(for: Array(warmUp.prefix(5)))
        for question in warmUp { _ = try await ours(question) }

        var raw = LatencyStatistics(name: kind.label)
        var ours = LatencyStatistics(name: kind.label)
        var floorLatency: LatencyStatistics? = floorAnswer(warmUp[0]) == nil ? nil : LatencyStatistics(name: kind.label)
        var results = 0
        var mismatches: [String] = []
        let deadline = clock.now + timeBudget
        var blocks = 0
        while raw.samples.count < queries, clock.now < deadline {
            let questions = (0..<min(Self.blockSize, queries - raw.samples.count)).map { _ in kind.make(&workload) }
            let warmUpQuestion = kind.make(&workload)
            let rawFirst = blocks.isMultiple(of: 2)
            blocks += 1
            var ourAnswers: [Answer] = []
            if !rawFirst { ourAnswers = try await askOurs(questions, afterWarmingUpWith: warmUpQuestion, clock: clock) }
            let rawAnswers = try askRaw(questions, afterWarmingUpWith: warmUpQuestion, plan: plan, until: deadline, clock: clock)
            if rawFirst { ourAnswers = try await askOurs(Array(questions.prefix(rawAnswers.count)), afterWarmingUpWith: warmUpQuestion, clock: clock) }
            for (question, (expected, answer)) in zip(questions, zip(rawAnswers, ourAnswers)) {
                raw.record(expected.elapsed)
                ours.record(answer.elapsed)
                results += answer.placeIDs.count
                if answer.placeIDs != expected.placeIDs {
                    mismatches.append("\(question): raw \(expected.placeIDs.count) \(expected.placeIDs.prefix(3)), ours \(answer.placeIDs.count) \(answer.placeIDs.prefix(3))")
                }
                if floorLatency != nil {
                    let start = clock.now
                    let floorIDs = floorAnswer(question) ?? []
                    floorLatency?.record(clock.now - start)
                    if floorIDs != expected.placeIDs {
                        mismatches.append("\(question): raw \(expected.placeIDs.count) \(expected.placeIDs.prefix(3)), k-d tree \(floorIDs.count) \(floorIDs.prefix(3))")
                    }
                }
            }
        }
        let meanResults = Double(results) / Double(max(1, ours.samples.count))
        return Row(label: kind.label, raw: raw, ours: ours, floor: floorLatency, rawPlan: plan?.rawValue, meanResults: meanResults, mismatches: mismatches)
    }

    private struct Answer {
        let placeIDs: [String]
        let elapsed: Duration
    }

    /// Raw answers to the questions in order, each timed, after an untimed one to `warmUp`; fewer once
    /// the deadline passed (at least one: raw nearest first takes a second at a million).
    private func askRaw(
        _ questions: [ComparisonWorkload.Question], afterWarmingUpWith warmUp: ComparisonWorkload.Question,
        plan: RawSQLBaseline.RatingPlan?, until deadline: ContinuousClock.Instant, clock: ContinuousClock
    ) throws -> [Answer] {
        _ = try raw(warmUp, plan: plan)
        var answers: [Answer] = []
        for question in questions {
            if !answers.isEmpty, clock.now >= deadline { break }
            let start = clock.now
            let placeIDs = try raw(question, plan: plan)
            answers.append(Answer(placeIDs: placeIDs, elapsed: clock.now - start))
        }
        return answers
    }

    /// The catalog's answers to the questions in order, each timed, after an untimed one to `warmUp`.
    private func askOurs(
        _ questions: [ComparisonWorkload.Question], afterWarmingUpWith warmUp: ComparisonWorkload.Question, clock: ContinuousClock
    ) async throws -> [Answer] {
        _ = try await ours(warmUp)
        var answers: [Answer] = []
        for question in questions {
            let start = clock.now
            let placeIDs = try await ours(question)
            answers.append(Answer(placeIDs: placeIDs, elapsed: clock.now - start))
        }
        return answers
    }

    /// For a search by rating, the faster of the two raw statements on a few warm-up questions.
    private func choosePlan(for questions: [ComparisonWorkload.Question]) throws -> RawSQLBaseline.RatingPlan? {
        guard case let .nearby(first) = questions.first, first.ranking == .prominence else { return nil }
        let clock = ContinuousClock()
        let timed = try RawSQLBaseline.RatingPlan.allCases.map { plan in
            (plan, try clock.measure { for question in questions { _ = try raw(question, plan: plan) } })
        }
        return timed.min { $0.1 < $1.1 }?.0
    }

    private func raw(_ question: ComparisonWorkload.Question, plan: RawSQLBaseline.RatingPlan?) throws -> [String] {
        switch question {
        case let .nearby(query): try baseline.nearby(query, ratingPlan: plan ?? .rtree)
        case let .autocomplete(query): try baseline.autocomplete(query)
        case .emptyRead: try baseline.emptyRead()
        }
    }

    private func floorAnswer(_ question: ComparisonWorkload.Question) -> [String]? {
        guard case let .nearby(query) = question else { return nil }
        return floor.nearby(query)
    }

    private func ours(_ question: ComparisonWorkload.Question) async throws -> [String] {
        switch question {
        case let .nearby(query): try await catalog.nearby(query, now: now).map(\.placeID)
        case let .autocomplete(query): try await catalog.autocomplete(query).map(\.placeID)
        case .emptyRead: try await pool.read { _ in [] }
        }
    }
}
