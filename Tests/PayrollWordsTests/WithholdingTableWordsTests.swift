import Foundation
import Payroll
import PayrollWords
import Testing

/// A broken withholding table in words.
@Suite struct WithholdingTableWordsTests {
    /// The loader's problems as the command line words them, one a line.
    private static let words = RuleWords(language: .english, place: .commandLine)

    /// `payday validate --rates` finds a broken table: each problem named by its path.
    @Test func brokenTablesAreNamed() throws {
        let url = try #require(ShippedResources.url(named: WithholdingTable.fileName))
        let text = try String(contentsOf: url, encoding: .utf8)
        func problems(_ from: String, _ to: String) -> [String] {
            let broken = text.replacingOccurrences(of: from, with: to)
            #expect(broken != text, "the edit \(from) applies")
            do {
                _ = try WithholdingTable.parse(Data(broken.utf8), file: "w.json")
                return []
            } catch {
                return error.problems.map(Self.words.dataProblem)
            }
        }
        // A digit lost (74,350 -> 7,435): not a multiple of 10, and below the row before.
        #expect(
            problems("[3000, 3020, 74350,", "[3000, 3020, 7435,").contains {
                $0.contains("rows[") && $0.contains("7435 is not a multiple of 10")
            })
        // A row left out: the next starts where the missing one did.
        #expect(
            problems(
                "    [5000, 5020, 335470, 306710, 237850, 219100, 200350, 181600, 162850, 144100, 125350, 106600, 87850],\n",
                ""
            )
            .contains { $0.contains("starts at 5020 thousand won but the row before ends at 5000") })
        // A tax rising with more dependants.
        #expect(
            problems("[2000, 2010, 19520, 14750,", "[2000, 2010, 19520, 24750,").contains { $0.contains("never rises") }
        )
        // A band's start not where the one before ends.
        #expect(problems("\"over\": 14000,", "\"over\": 14500,").contains { $0.contains("does not start where") })
        #expect(problems("\"rate\": \"35%\"", "\"rate\": \"35\"").contains { $0.contains("is not a rate") })
    }
}
