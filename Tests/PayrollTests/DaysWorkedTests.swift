import SeededRandom
import Testing

@testable import Payroll

/// The days worked of a period are kept as sorted dates, each once (`insertOnce`), in place of a
/// set: the same dates as a set of them, in order, whatever order they come in.
@Suite struct DaysWorkedTests {
    @Test func inOrderEachDateOnce() throws {
        let first = try #require(LocalDate(year: 2026, month: 11, day: 2))
        var days: [LocalDate] = []
        // Two shifts on the 2nd, one on the 3rd, two on the 5th: three dates.
        for offset in [0, 0, 1, 3, 3] { days.insertOnce(first.adding(days: offset)) }
        #expect(days == [0, 1, 3].map { first.adding(days: $0) })
        #expect(days.count == 3)
        #expect(days.last == first.adding(days: 3))
    }

    @Test func outOfOrderAgreesWithASet() throws {
        let first = try #require(LocalDate(year: 2026, month: 1, day: 1))
        var generator = SplitMix64(seed: 20_261_130)
        for _ in 0..<200 {
            var days: [LocalDate] = []
            var set: Set<LocalDate> = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let date = first.adding(days: Int.random(in: 0...30, using: &generator))
                days.insertOnce(date)
                set.insert(date)
            }
            #expect(days == set.sorted())
        }
    }
}
