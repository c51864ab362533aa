import FoodybiteServer
import Foundation
import GRDB

/// Each kind of question asked of the catalog (the code the routes run) and of the raw SQL baseline,
/// alternately on the same file, with both latencies and whether their answers agree.
struct QueryComparison {
    /// Questions asked of one side before the same ones are asked of the other. One at a time, a raw
    /// autocomplete (every match of a prefix in the catalog, tens of megabytes read) emptied the
    /// processor's caches before each of the catalog's answers, which then measured the eviction more
    /// than the search. In blocks, each side answers a stream of questions as a server would, and the
    /// machine's other load still falls on both alike.
    static let blockSize = 10

    struct Row {
        let label: String
        let raw: LatencyStatistics
        let ours: LatencyStatistics
        let rawPlan: String?
        let meanResults: Double
        let mismatches: [String]
    }

    let catalog: SQLiteRestaurantCatalog
    /// The pool the catalog reads through.
    let pool: DatabasePool
    let baseline: RawSQLBaseline
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
        var results = 0
        var mismatches: [String] = []
        let start = clock.now
        while raw.samples.count < queries, clock.now - start < timeBudget {
            let questions = (0..<min(Self.blockSize, queries - raw.samples.count)).map { _ in kind.make(&workload) }
            var expectedAnswers: [[String]] = []
            for question in questions {
                let rawStart = clock.now
                expectedAnswers.append(try self.raw(question, plan: plan))
                raw.record(clock.now - rawStart)
            }
            for (question, expected) in zip(questions, expectedAnswers) {
                let oursStart = clock.now
                let answer = try await self.ours(question)
                ours.record(clock.now - oursStart)
                results += answer.count
                if answer != expected {
                    mismatches.append("\(question): raw \(expected.count) \(expected.prefix(3)), ours \(answer.count) \(answer.prefix(3))")
                }
            }
        }
        let meanResults = Double(results) / Double(max(1, ours.samples.count))
        return Row(label: kind.label, raw: raw, ours: ours, rawPlan: plan?.rawValue, meanResults: meanResults, mismatches: mismatches)
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

    private func ours(_ question: ComparisonWorkload.Question) async throws -> [String] {
        switch question {
        case let .nearby(query): try await catalog.nearby(query, now: now).map(\.placeID)
        case let .autocomplete(query): try await catalog.autocomplete(query).map(\.placeID)
        case .emptyRead: try await pool.read { _ in [] }
        }
    }
}
