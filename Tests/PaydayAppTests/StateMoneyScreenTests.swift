import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The `$` screen (money from the state) as text, compared with the files in Snapshots/, on the
/// file of `StateMoneyCommandTests` (the 3.3% job's 2025 receipts and the insured job that ended
/// on 2026-05-29; the assets not answered), the app's today 2026-11-21. Its figures are worked
/// there: the May return back ₩244,600 + ₩24,460 = ₩269,060, the benefit ₩66,048 a day for 120
/// days (₩7,925,760); the credit asks for the assets.
@Suite(.serialized) struct StateMoneyScreenTests {
    static let file: String = {
        do { return try StateMoneyCommandTests.bothJobs() } catch { preconditionFailure("\(error)") }
    }()

    private func check(_ name: String, language: PayrollLanguage, width: Int, height: Int, keys: String) throws {
        let (screen, log) = try AppTestSupport.render(
            file: Self.file, language: language, width: width, height: height, keys: keys)
        #expect(log.isEmpty, "layout log: \(log)")
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == height + 1)
        AppTestSupport.assertSnapshot(screen, named: name)
    }

    /// Folded, and with the first card (the May return) unfolded to its steps, at 80x24 and
    /// 40x20, in English and Korean.
    @Test(arguments: [("state-money", "$"), ("state-money-unfolded", "$ enter")])
    func snapshots(screen: String, keys: String) throws {
        for (language, code) in [(PayrollLanguage.english, "en"), (.korean, "ko")] {
            for (width, height) in [(80, 24), (40, 20)] {
                try check(
                    "\(code)-\(width)x\(height)-\(screen)", language: language, width: width, height: height, keys: keys
                )
            }
        }
    }

    /// The cards' figures, as the commands give them.
    @Test func theCardsCarryTheCommandsFigures() throws {
        let (screen, _) = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "$")
        #expect(screen.contains("+₩269,060"))
        #expect(screen.contains("The estimate needs your household's assets."))
        #expect(screen.contains("₩7,925,760"))
        // Enter folds an unfolded card again.
        let (again, _) = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "$ enter enter")
        #expect(again == screen)
        let (unfolded, _) = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "$ enter")
        #expect(unfolded.contains("Tax base") && unfolded.contains("₩2,090,000"))
    }

    /// An insured job with no work recorded: the benefit's card says so in either language.
    @Test func anInsuredJobWithoutWorkIsNamedAsSuch() throws {
        let file = try StateMoneyCommandTests.insuredWithoutWork()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (english, _) = try AppTestSupport.render(file: file, width: 80, height: 24, keys: "$")
        #expect(english.contains("No job with the four insurances has work recorded."))
        let (korean, _) = try AppTestSupport.render(file: file, language: .korean, width: 80, height: 24, keys: "$")
        #expect(korean.contains("4대 보험에 가입된 일터의 근무 기록이 없습니다."))
    }
}
