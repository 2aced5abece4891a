import Foundation
import Payroll
import PayrollWords
import Testing

/// A broken rates file in words: the path and the problem.
@Suite struct RateTableWordsTests {
    /// The loader's problems as the command line words them, one a line.
    private static let words = RuleWords(language: .english, place: .commandLine)

    func problems(_ data: Data) -> [String] {
        do {
            _ = try RateTable.parse(data, file: "rates.json")
            return []
        } catch {
            return error.problems.map(Self.words.dataProblem)
        }
    }

    @Test func brokenFilesNameThePathAndTheProblem() throws {
        // A misspelt figure: unknown, with a suggestion, and the real one missing.
        let misspelt = try RatesFile.text().replacingOccurrences(of: "\"minimumWage\": {", with: "\"minimumWages\": {")
        #expect(
            problems(Data(misspelt.utf8)) == [
                "figures.minimumWages: unknown field \"minimumWages\"; did you mean \"minimumWage\"?",
                "figures: missing required field \"minimumWage\"; add \"minimumWage\": { \"values\": [ ... ] }",
            ])
        // A rate that is not a percentage, a month that is not one, values out of order.
        let broken = try RatesFile.edited(figures: [
            "nationalPensionRate": { _, values in
                values[1]["value"] = 4.75
                values[2]["from"] = "2027-13"
            },
            "minimumWage": { _, values in
                values[2]["from"] = "2025-06"
                values[0]["announced"] = "August 2024"
            },
        ])
        let found = problems(broken)
        #expect(
            found.contains(
                "figures.nationalPensionRate.values[1].value: expected a string in double quotes, found a number"))
        #expect(
            found.contains(
                "figures.nationalPensionRate.values[2].from: \"2027-13\" is not a month; write YYYY-MM, such as \"2027-01\""
            ))
        #expect(
            found.contains(
                "figures.minimumWage.values[2].from: 2025-06 is not after the previous value's 2026-01; list values in order, one per month"
            ))
        #expect(
            found.contains(
                "figures.minimumWage.values[0].announced: \"August 2024\" is not a date; write YYYY-MM-DD, or YYYY-MM or YYYY when only that much is known"
            ))
        #expect(found.count == 4)
    }

    @Test func aFloorAboveItsCapAndAKnownThroughBeforeTheLastValue() throws {
        let broken = try RatesFile.edited(figures: [
            "healthPremiumFloor": { series, values in
                values[1]["value"] = 5_000_000
                series["knownThrough"] = "2025-12"
            }
        ])
        #expect(
            problems(broken) == [
                "figures.healthPremiumFloor.knownThrough: 2025-12 is before the last value's month 2026-01; it is the last month the figures are known for"
            ])
        let aboveCap = try RatesFile.edited(figures: [
            "healthPremiumFloor": { _, values in values[1]["value"] = 5_000_000 }
        ])
        #expect(
            problems(aboveCap) == [
                "figures.healthPremiumFloor: the floor 5,000,000 in 2026-01 is above the cap 4,591,740 of healthPremiumCap"
            ])
        #expect(problems(Data("[1, 2]".utf8)) == ["expected an object { ... }, found an array"])
        #expect(problems(Data("{".utf8)).first?.hasPrefix("line 1, column 2: not valid JSON") == true)
    }
}
